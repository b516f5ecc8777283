// The production server (`npm start`): React Router's Express adapter with
// static files, compression and a few security headers. It also records each
// request's TCP peer so sign-in rate limits can key on the client address
// (React Router's handler does not pass the socket on); the server build reads
// it through the AsyncLocalStorage published on globalThis below.
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import { pathToFileURL } from 'node:url';

// Before React and React Router load (static imports are hoisted and run first):
// with NODE_ENV unset they would pick their development builds while the server
// build's react-dom picks production, and every page would answer 500.
process.env.NODE_ENV ||= 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { default: morgan } = await import('morgan');
const { onceDrainOnTheCompressedStream } = await import('./server-drain.js');
const { routeTables: splitRouteTables, tableFor } = await import('./server-route-tables.js');

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
const port = Number(process.env.PORT) || 3000;
// The demo (SIGNBOARD_DEMO=1) and any non-production run keep sign-in mail at
// /dev/outbox, so they listen on loopback only unless HOST opens them up; real
// production listens on every interface unless HOST narrows it.
const realProduction = process.env.NODE_ENV === 'production' && process.env.SIGNBOARD_DEMO !== '1';
const host = process.env.HOST || (realProduction ? undefined : '127.0.0.1');
const clientAddress = new AsyncLocalStorage();
globalThis.__signboardClientAddress = clientAddress;

let build;
try {
  build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
} catch (error) {
  // A setting the app cannot run with (app/server/config.server.ts): say it plainly.
  if (error instanceof Error && error.name === 'ConfigError') {
    console.error(`Signboard cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(onceDrainOnTheCompressedStream);
/**
 * Content-Security-Policy: everything from our own origin; scripts only from
 * it or inline ones carrying this response's nonce (React Router's hydration
 * and scroll scripts get it through app/entry.server.tsx), never eval. Styles
 * may be inline (server-rendered style attributes); images may also come from
 * https (profile pictures) and data: URLs.
 */
function contentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

app.use((req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(res.locals.cspNonce));
  // A client's proposal page (/p/{token}) holds its token in the URL: it sends no referrer at all (its route says so).
  res.setHeader('Referrer-Policy', req.path.startsWith('/p/') ? 'no-referrer' : 'same-origin');
  next();
});
app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
// The other files of build/client (public/: the favicon, the sign pictures) are known when the
// server starts: only their paths go to the static handler. Before, every page and data request
// first cost a file-system stat of a path that is never there (about 0.4 ms of CPU per /jobs answer).
const clientDir = path.join(buildDir, 'client');
const clientFiles = new Set(publicPaths(clientDir));
const serveClientFile = express.static(clientDir, { maxAge: '1h' });
app.use((req, res, next) => (clientFiles.has(req.path) ? serveClientFile(req, res, next) : next()));
/** URL paths of the files under `dir` (as the browser asks for them, percent-encoded), build/client/assets aside. */
function publicPaths(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const url = `${prefix}/${encodeURIComponent(entry.name)}`;
    if (entry.isDirectory()) return url === '/assets' ? [] : publicPaths(path.join(dir, entry.name), url);
    return entry.isFile() ? [url] : [];
  });
}
// One access-log line per request. In production they reach stdout in batches (at most a
// second late, and at exit): stdout to a pipe or file is written synchronously, one blocking
// write per request otherwise.
app.use(morgan('tiny', { stream: process.env.NODE_ENV === 'production' ? batchedStdout() : process.stdout }));
function batchedStdout() {
  let lines = [];
  const flush = () => {
    if (lines.length > 0) process.stdout.write(lines.join(''));
    lines = [];
  };
  setInterval(flush, 1000).unref();
  process.on('exit', flush);
  return { write: (line) => (lines.push(line) >= 200 ? flush() : undefined) };
}
// Bodies are small forms and JSON: refuse anything over 1 MiB before it is read
// (a 200 MB form post otherwise swells the process). Node's parser never reads
// past Content-Length, so a declared length is enough; chunked bodies, which
// browsers do not send for forms or fetch with a string body, must declare one.
// One exception: a line item's picture upload (up to 10 MB) goes on to its route, which
// refuses a larger declared length itself, before reading, with a message the Edit panel
// shows (app/server/line-items/pictures.server.ts).
const MAX_BODY_BYTES = 1024 * 1024;
const PICTURE_UPLOAD = /^\/job\/[^/]+\/[^/]+\/items\/\d{1,12}\/picture(\.data)?$/; // .data: the same post made by JavaScript
// So is a signed approval PDF (the client's signed proposal), up to 10 MB, refused by its route above that (app/server/lifecycle/approval.server.ts).
const APPROVAL_UPLOAD = /^\/job\/[^/]+\/[^/]+\/approval(\.data)?$/;
// And a catalogue file to import (up to 5 MB), sent as multipart only: its routes read no further than their own
// limit (app/server/catalogue-transfer/upload.server.ts). Their other, small posts keep the 1 MiB rule.
const CATALOGUE_UPLOAD = /^\/(data\/imports|api\/catalogue\/imports)(\.data)?$/;
app.use((req, res, next) => {
  const length = req.headers['content-length'];
  if (length === undefined && req.headers['transfer-encoding'] === undefined) return next();
  if (length === undefined) return res.status(411).json({ error: 'Content-Length required' });
  if (req.method === 'POST' && (PICTURE_UPLOAD.test(req.path) || APPROVAL_UPLOAD.test(req.path))) return next();
  if (req.method === 'POST' && CATALOGUE_UPLOAD.test(req.path) && req.is('multipart/form-data')) return next();
  if (!(Number(length) <= MAX_BODY_BYTES)) return res.status(413).json({ error: 'Request body too large' });
  next();
});
app.use((req, _res, next) => clientAddress.run(req.socket.remoteAddress ?? '', next));
// Past the static files every answer is someone's: a signed-in page, data or
// /api answer, or the login page with its pending sign-in. None may be kept by
// a browser cache or a shared proxy (a route may still say otherwise itself).
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-store');
    return writeHead.apply(this, args);
  };
  next();
});
// One handler per first segment of an address ('jobs', 'job', 'data', 'api', ...), each over only the routes that
// can match it (server-route-tables.js): React Router's work per request grows with the size of its table. The
// /api routes answer JSON and never render a page: they stay out of the table that answers the route discovery.
const handlerFor = (table) =>
  createRequestHandler({ build: table, mode: process.env.NODE_ENV, getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }) });
const routeTables = splitRouteTables(build, { apart: ['api'] });
const handlers = new Map([routeTables.whole, ...routeTables.tables.values()].map((table) => [table, handlerFor(table)]));
app.all('*', (req, res, next) => handlers.get(tableFor(routeTables, req.path))(req, res, next));

const server = app.listen(port, host, () => {
  const where = host ? `${host} only` : 'every interface';
  console.log(`Signboard listening on http://localhost:${port} (${where}; HOST sets the address)`);
});
// Graceful shutdown on SIGTERM / SIGINT: stop taking connections, let the
// requests in flight finish (at most SHUTDOWN_GRACE_MS, default 10 s), close
// idle keep-alive connections, then close the PDF renderer's Chromium and the
// database (hooks the server build publishes: app/server/pdf/browser.server.ts,
// app/server/db.server.ts; closing the database checkpoints its WAL) and exit 0.
// Requests still running when the grace time is up, or a second, deliberate
// signal, end it at once with exit code 1. Ctrl+C in a terminal signals the
// whole process group: node and npm get SIGINT together, and npm (with
// `npm run demo`, each of its two npms) forwards it to node again a moment
// later. A repeat within SAME_REQUEST_MS of the first signal is that same
// request and is ignored; only a later one means 'stop now'.
const SAME_REQUEST_MS = 1000;
const { clearTimeout, setImmediate, setTimeout } = await import('node:timers');
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS) || 10_000;
const inFlight = new Set();
let shuttingDown = false;
server.prependListener('request', (_req, res) => {
  inFlight.add(res);
  // During shutdown every answer says Connection: close, so its socket closes once it is sent.
  if (shuttingDown) res.setHeader('Connection', 'close');
  res.once('close', () => {
    inFlight.delete(res);
    if (shuttingDown) setImmediate(() => server.closeIdleConnections());
  });
});

let graceTimer;
let firstSignalAt = 0;
let finishing = false;
async function finishShutdown(code) {
  if (finishing) return;
  finishing = true;
  clearTimeout(graceTimer);
  try {
    // A browser that does not close within 5 s is left to die with the process.
    await Promise.race([
      Promise.resolve(globalThis.__signboardPdfClose?.()),
      new Promise((resolve) => setTimeout(resolve, 5000).unref()),
    ]);
  } catch (error) {
    console.error('Shutdown: closing the PDF browser failed', error);
  }
  try {
    globalThis.__signboardDbClose?.();
  } catch (error) {
    console.error('Shutdown: closing the database failed', error);
    code = 1;
  }
  console.log(`Signboard stopped (exit ${code})`);
  process.exit(code);
}

function shutdown(signal) {
  if (shuttingDown) {
    if (performance.now() - firstSignalAt < SAME_REQUEST_MS) {
      console.log(`${signal} again at once (forwarded by npm, or the same Ctrl+C): still finishing; a later ${signal} stops now`);
      return;
    }
    console.warn(`${signal} again: stopping now`);
    process.exit(1);
  }
  shuttingDown = true;
  firstSignalAt = performance.now();
  console.log(`${signal}: no new connections; finishing ${inFlight.size} request(s) in flight, then closing`);
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  graceTimer = setTimeout(() => {
    console.warn(`Shutdown: ${inFlight.size} request(s) still running after ${SHUTDOWN_GRACE_MS} ms; closing them`);
    server.closeAllConnections();
    void finishShutdown(1);
  }, SHUTDOWN_GRACE_MS);
  server.close(() => void finishShutdown(0));
  server.closeIdleConnections();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => shutdown(signal));
