/**
 * Every environment variable the server reads, in one place (docs/operations.md lists them).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseClockOffset } from '~/domain/clock-offset';

const env = process.env;

export const isProduction = env.NODE_ENV === 'production';
/** `npm run demo`: a production build on a laptop, with the dev outbox and a generated secret. */
export const isDemo = env.SIGNBOARD_DEMO === '1';

export const port = Number(env.PORT) || 3000;
/** Links in e-mails are built from this, never from the request's Host header. */
export const appOrigin = (env.APP_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '');

/** Cookies are Secure whenever the app is served over https (always in real production). */
export const secureCookies = appOrigin.startsWith('https:') || (isProduction && !isDemo);

/**
 * The dev outbox page (/dev/outbox) exists in dev and demo only, never in real
 * production, and even there answers only loopback callers (see
 * app/routes/dev.outbox.tsx): it shows working sign-in codes.
 */
export const devOutboxEnabled = !isProduction || isDemo;

export const smtpUrl = env.SMTP_URL || '';
/**
 * `MAIL_OUTBOX=1`: real production without SMTP_URL may start, keeping each
 * message (with its working sign-in code) in the mail_outbox table only.
 */
export const mailOutboxRequested = env.MAIL_OUTBOX === '1';

/** A setting the server cannot start with; server.js prints only its message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const MISSING_SMTP_MESSAGE =
  'SMTP_URL is not set. In production, sign-in e-mails need a mail server: set SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). ' +
  'To keep every message in the database instead (the mail_outbox table, which then holds working sign-in codes in plain text), set MAIL_OUTBOX=1.';

// Checked when the server build loads, so a misconfigured server never starts.
if (isProduction && !isDemo && !smtpUrl && !mailOutboxRequested) throw new ConfigError(MISSING_SMTP_MESSAGE);
/**
 * `CLOCK_OFFSET` ('+40d', '-12h', '90m', '30s'): moves the server's one clock
 * (app/server/config.server.ts) that decides 'today', valid-until expiry and
 * dead client links. Read once at start, never from a request.
 */
function readClockOffset(): number {
  const ms = parseClockOffset(env.CLOCK_OFFSET ?? '');
  if (ms === null) throw new ConfigError(`CLOCK_OFFSET '${env.CLOCK_OFFSET ?? ''}' is not an offset: write a signed whole number with d, h, m or s (e.g. +40d).`);
  return ms;
}
export const clockOffsetMs = readClockOffset();
export const mailFrom = env.MAIL_FROM || 'Signboard <no-reply@signboard.local>';
export const allowedEmailDomain = (env.ALLOWED_EMAIL_DOMAIN || '').trim().toLowerCase().replace(/^@/, '');
export const mapboxAccessToken = env.MAPBOX_ACCESS_TOKEN || '';
/** Behind exactly one reverse proxy: take the client address from X-Forwarded-For (else the socket's). */
export const trustProxy = env.TRUST_PROXY === '1';

function devSecret(): string {
  // Persisted beside the database so a restart keeps people signed in.
  const dir = path.dirname(path.resolve(env.DATABASE_PATH || './data/signboard.db'));
  const file = path.join(dir, '.dev-session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function readSessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (isProduction && !isDemo) throw new Error('SESSION_SECRET must be set in production');
  return devSecret();
}

let sessionSecretCache: string | undefined;
export function sessionSecret(): string {
  sessionSecretCache ??= readSessionSecret();
  return sessionSecretCache;
}

/** remix-auth-totp wants 64 hex characters; derived so one secret configures both. */
export function totpSecret(): string {
  return crypto.createHash('sha256').update(`totp:${sessionSecret()}`).digest('hex');
}

/**
 * The server's one clock: what decides 'today' (in the server's TZ), a sent
 * proposal's expiry past its valid-until day, a dead client link, the
 * default valid-until and the date a printed proposal carries. It is the
 * real time moved by CLOCK_OFFSET (above), which an operator sets
 * when starting the server (the end-to-end tests start a second server with
 * the clock moved past a valid-until); no request can move it.
 */
if (clockOffsetMs !== 0) console.warn(`Signboard's clock is moved by ${clockOffsetMs / 3_600_000} hours (CLOCK_OFFSET).`);

/** Now, in epoch milliseconds, as the server's rules see it ('today' is dayOf(now()), see version-state.server.ts). */
export function now(): number {
  return Date.now() + clockOffsetMs;
}

