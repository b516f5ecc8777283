/**
 * Every environment variable the server reads, in one place (README lists them).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const env = process.env;

export const isProduction = env.NODE_ENV === 'production';
/** `npm run demo`: a production build on a laptop, with the dev outbox and a generated secret. */
export const isDemo = env.SIGNBOARD_DEMO === '1';

export const port = Number(env.PORT) || 3000;
/** Links in e-mails are built from this, never from the request's Host header. */
export const appOrigin = (env.APP_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '');

/** Cookies are Secure whenever the app is served over https (always in real production). */
export const secureCookies = appOrigin.startsWith('https:') || (isProduction && !isDemo);

/** The dev outbox (/dev/outbox) is never reachable in real production. */
export const devOutboxEnabled = !isProduction || isDemo;

export const smtpUrl = env.SMTP_URL || '';
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
