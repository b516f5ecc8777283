/**
 * Playwright fixtures for Signboard (how to use them: e2e/README.md).
 *
 * Each worker starts its own production server (the build from global setup)
 * on a free port with its own copy of the seeded template database. Sign-in
 * for tests skips the e-mail round trip: a session row is written straight
 * into that database and its signed cookie is given to the browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { createCookie } from 'react-router';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Fixed, test-only; the fixture signs session cookies with it too. */
export const TEST_SESSION_SECRET = 'e2e-session-secret-not-for-production';
/** Same as the app's SESSION_TTL_MS. */
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The app keeps a session by its token's SHA-256 (sessionKey in app/server/auth/session.server.ts). */
const sessionKey = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type App = {
  baseURL: string;
  dbPath: string;
  /** The server's stdout and stderr. */
  logPath: string;
  /** The server process (for tests that signal or kill it themselves). */
  process: ChildProcess;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts the built app on a free port with a fresh copy of the seeded
 * database. `options.env` is added to (and overrides) the server's
 * environment, e.g. { ALLOWED_EMAIL_DOMAIN: 'example.com' }; a value of
 * undefined removes that variable. `options.dbPath` serves that database file
 * as it is instead of a fresh copy (a restart on the same data); stop() leaves it.
 */
export async function startApp(
  options: {
    env?: Record<string, string | undefined>;
    dbPath?: string;
    /** Another way to start it than `node server.js`, e.g. ['npm', 'start'] (run in the project's root). */
    command?: string[];
    /** How long it may take to answer (default 30 s; a command that builds first needs longer). */
    startTimeoutMs?: number;
    /** In a process group of its own (its pid is the group's id), as a terminal runs a command: signal `-pid` to reach every process in it, as Ctrl+C does. */
    detached?: boolean;
  } = {},
): Promise<App> {
  const buildDir = process.env.E2E_BUILD_DIR;
  const template = process.env.E2E_TEMPLATE_DB;
  if (!buildDir || !template) throw new Error('E2E_BUILD_DIR / E2E_TEMPLATE_DB not set: run through `playwright test`');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-e2e-app-'));
  const dbPath = options.dbPath ?? path.join(dir, 'signboard.db');
  if (!options.dbPath) fs.copyFileSync(template, dbPath);
  const logPath = path.join(dir, 'server.log');
  const log = fs.openSync(logPath, 'a');

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const baseURL = `http://localhost:${port}`;
    // The same server as `npm start` (server.js), so e2e covers its headers and client-address capture.
    const [command, ...args] = options.command ?? [process.execPath, path.join(root, 'server.js')];
    const child = spawn(
      command!,
      args,
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_PATH: dbPath,
          SESSION_SECRET: TEST_SESSION_SECRET,
          APP_ORIGIN: baseURL,
          NODE_ENV: 'production',
          SIGNBOARD_DEMO: '1',
          BUILD_DIR: buildDir,
          ...options.env,
        },
        stdio: ['ignore', log, log],
        detached: options.detached ?? false,
      },
    );
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited(child);
        clearTimeout(timer);
      }
      fs.closeSync(log);
      if (!process.env.E2E_KEEP_APP) fs.rmSync(dir, { recursive: true, force: true });
    };
    const ready = await waitUntilAnswering(baseURL, child, options.startTimeoutMs);
    if (ready) return { baseURL, dbPath, logPath, process: child, stop };
    // Most likely another process took the port between the check and listen.
    if (child.exitCode !== null && attempt < 3 && /EADDRINUSE/.test(tail(logPath))) continue;
    const output = tail(logPath);
    await stop();
    throw new Error(`The app did not start on ${baseURL}. Server log:\n${output}`);
  }
}

async function waitUntilAnswering(baseURL: string, child: ChildProcess, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const res = await fetch(`${baseURL}/login`, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return false;
}

let cookieCache: ReturnType<typeof createCookie> | undefined;
/** The app's `__session` cookie, signed with the test secret exactly as the app signs it. */
function sessionCookie() {
  cookieCache ??= createCookie('__session', { secrets: [TEST_SESSION_SECRET], path: '/' });
  return cookieCache;
}

/** The current worker's app; signIn() uses it when no app is given. */
let workerApp: App | undefined;

/**
 * Signs a seeded user in without the UI: writes a session row into the app's
 * database and adds the signed `__session` cookie to the browser context.
 */
export async function signIn(context: BrowserContext, email: string, app: App | undefined = workerApp): Promise<void> {
  if (!app) throw new Error('signIn: no app in this worker (use the `app` fixture, or pass one from startApp())');
  const db = new Database(app.dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: number } | undefined;
    if (!user) throw new Error(`signIn: no user with e-mail ${email} in ${app.dbPath}`);
    const token = crypto.randomBytes(32).toString('hex');
    const now = Date.now();
    db.prepare('INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
      sessionKey(token),
      user.id,
      now + SESSION_TTL_MS,
      now,
    );
    const nameValue = (await sessionCookie().serialize(token)).split(';')[0]!;
    const value = nameValue.slice(nameValue.indexOf('=') + 1);
    await context.addCookies([{ name: '__session', value, url: app.baseURL, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    db.close();
  }
}

export type OutboxMessage = { to: string; subject: string; text: string; html: string | null; createdAt: number };

/** The latest message sent to `email` (from the dev outbox table), or null. */
export function outbox(dbPath: string, email: string): OutboxMessage | null {
  const db = new Database(dbPath, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    const row = db
      .prepare(
        'SELECT "to", subject, text, html, created_at AS createdAt FROM mail_outbox WHERE lower("to") = ? ORDER BY id DESC LIMIT 1',
      )
      .get(email.toLowerCase()) as OutboxMessage | undefined;
    return row ?? null;
  } finally {
    db.close();
  }
}

type TestFixtures = {
  /** Signs the test's own context in as `email` and returns the test's `page`. */
  signedInPage: (email: string) => Promise<Page>;
  /** The test's `page`, signed in as estimator@signboard.local (role User). */
  userPage: Page;
  /** The test's `page`, signed in as admin@signboard.local (role Admin). */
  adminPage: Page;
  /** Attaches the server log of this test when it fails. */
  _serverLogOnFailure: void;
};
type WorkerFixtures = { app: App };

// The fixture callback is named `provide`, not Playwright's usual `use`, so the
// React hooks lint rule does not mistake it for React's use().
export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const app = await startApp();
      workerApp = app;
      await provide(app);
      workerApp = undefined;
      await app.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ app }, provide) => provide(app.baseURL),
  signedInPage: async ({ app, context, page }, provide) => {
    await provide(async (email) => {
      await signIn(context, email, app);
      return page;
    });
  },
  userPage: async ({ app, context, page }, provide) => {
    await signIn(context, 'estimator@signboard.local', app);
    await provide(page);
  },
  adminPage: async ({ app, context, page }, provide) => {
    await signIn(context, 'admin@signboard.local', app);
    await provide(page);
  },
  _serverLogOnFailure: [
    async ({ app }, provide, testInfo) => {
      const from = fs.existsSync(app.logPath) ? fs.statSync(app.logPath).size : 0;
      await provide();
      if (testInfo.status !== testInfo.expectedStatus && fs.existsSync(app.logPath)) {
        const fd = fs.openSync(app.logPath, 'r');
        const size = fs.statSync(app.logPath).size;
        const buf = Buffer.alloc(Math.max(0, size - from));
        fs.readSync(fd, buf, 0, buf.length, from);
        fs.closeSync(fd);
        const text = buf.toString('utf8');
        await testInfo.attach('server.log', { body: text || '(the server wrote nothing during this test)', contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
