// The production server (`npm start`): React Router's Express adapter with
// static files, compression and a few security headers. It also records each
// request's TCP peer so sign-in rate limits can key on the client address
// (React Router's handler does not pass the socket on); the server build reads
// it through the AsyncLocalStorage published on globalThis below.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Before React and React Router load (static imports are hoisted and run first):
// with NODE_ENV unset they would pick their development builds while the server
// build's react-dom picks production, and every page would answer 500.
process.env.NODE_ENV ||= 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { default: morgan } = await import('morgan');

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
const port = Number(process.env.PORT) || 3000;
const clientAddress = new AsyncLocalStorage();
globalThis.__signboardClientAddress = clientAddress;

const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use((req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; form-action 'self'");
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
});
app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }));
app.use(morgan('tiny'));
// Bodies are small forms and JSON: refuse anything over 1 MiB before it is read
// (a 200 MB form post otherwise swells the process). Node's parser never reads
// past Content-Length, so a declared length is enough; chunked bodies, which
// browsers do not send for forms or fetch with a string body, must declare one.
const MAX_BODY_BYTES = 1024 * 1024;
app.use((req, res, next) => {
  const length = req.headers['content-length'];
  if (length === undefined && req.headers['transfer-encoding'] === undefined) return next();
  if (length === undefined) return res.status(411).json({ error: 'Content-Length required' });
  if (!(Number(length) <= MAX_BODY_BYTES)) return res.status(413).json({ error: 'Request body too large' });
  next();
});
app.use((req, _res, next) => clientAddress.run(req.socket.remoteAddress ?? '', next));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, process.env.HOST, () => {
  console.log(`Signboard listening on http://localhost:${port}`);
});
// On shutdown, also close the PDF renderer's warm Chromium (app/server/pdf/browser.server.ts
// publishes the hook), so no browser outlives the server.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    const closeBrowser = Promise.resolve(globalThis.__signboardPdfClose?.()).catch(() => {});
    server.close(() => closeBrowser.finally(() => process.exit(0)));
  });
}
