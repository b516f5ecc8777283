/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce:
 * server.js makes one per request, sends it in the CSP header (scripts only
 * from our origin or carrying that nonce) and passes it in the load context.
 * ServerRouter hands it to <Scripts>, <ScrollRestoration> and <Links>, and
 * React puts it on the inline scripts it streams.
 */
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
// Readable Zod messages (z.config) for every schema the server parses. In the browser each form that
// validates as people type loads them with its schemas (not the root: Zod stays off pages without a form).
import './domain/form-messages';
import { onUseModulesLoaded } from './components/ui/lazy-on-use';
import { preloadModulesAfterFirstPaint } from './server/http/module-preloads.server';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Only server.js sets the policy; without it (npm run dev) there is nothing to match.
  const nonce = typeof loadContext?.cspNonce === 'string' ? loadContext.cspNonce : undefined;
  // Parts that load on first use in the browser render in place here, never suspended (lazy-on-use.tsx).
  await onUseModulesLoaded();

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // A finished Suspense boundary (a part that loads on first use in the browser, lazy-on-use.tsx) stays in
      // place in the HTML: by default React moves one that comes after 12.8 KB of the page to the end, hidden,
      // for a script to reveal, and a browser without JavaScript never sees it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = coalescingStream(
          () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          },
          // The shell leaves in the first chunk, <head> and the page's content with it.
          (shell) => preloadModulesAfterFirstPaint(shell, nonce),
        );
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the initial shell reject and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * React writes its HTML in chunks of a few KB, and React Router's Express
 * adapter writes each one to the response and flushes it through
 * compression: a 300-line job page became hundreds of separately compressed
 * and flushed pieces (compressing in 2 KB pieces costs about 3x compressing the
 * page at once, and each piece is its own socket write). This passes on, in
 * one chunk, everything React wrote in one turn of the event loop: a page
 * rendered in one go leaves as one chunk, while content that streams in later
 * (a suspended boundary) still leaves as soon as it is written. `firstChunk`
 * rewrites the first chunk that leaves: React writes the shell whole in one turn.
 */
function coalescingStream(onEnd: () => void, firstChunk: (html: string) => string): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  let first = true;
  const release = (stream: Transform) => {
    scheduled = false;
    if (pending.length === 0) return;
    let chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    if (first) {
      first = false;
      chunk = Buffer.from(firstChunk(chunk.toString('utf8')), 'utf8');
    }
    stream.push(chunk);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => release(this));
      }
      callback();
    },
    flush(callback) {
      onEnd();
      release(this);
      callback();
    },
  });
}
