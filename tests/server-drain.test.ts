/**
 * server.js's compression and React Router's Node adapter, streaming a page in
 * many parts the way a large Signs tab leaves (its data after the HTML in
 * script chunks): the adapter waits for 'drain' after each write compression
 * holds back. With the middleware server.js puts after compression(), the whole
 * page arrives and no spent 'drain' listener stays on the compressed stream
 * (before it, one per wait did, and Node warned of a memory leak).
 */
import type { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { writeReadableStreamToWritable } from '@react-router/node';
import { describe, expect, it } from 'vitest';
import { onceDrainOnTheCompressedStream } from '../server-drain.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
// compression ships no types; it is a connect middleware, as Express runs it in server.js.
const compression = createRequire(import.meta.url)('compression') as () => Middleware;

const PART = 64 * 1024;
const PARTS = 30;

/** The page's size as received, and the 'drain' listeners left on the stream the response was written to. */
async function streamPage(encoding: 'br' | 'gzip' | 'identity', middleware: Middleware | null): Promise<{ body: number; drainListeners: number }> {
  let drainListeners = -1;
  const page = async (res: ServerResponse) => {
    res.setHeader('content-type', 'text/html');
    res.writeHead(200);
    // compression answers a 'drain' listener with the stream it put it on: its zlib stream when it compresses.
    const noop = () => {};
    const stream = res.on('drain', noop) as unknown as EventEmitter;
    stream.setMaxListeners(0); // counted below instead of warned about
    const part = new Uint8Array(PART).fill(97);
    const parts = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < PARTS; i++) controller.enqueue(part.slice());
        controller.close();
      },
    });
    await writeReadableStreamToWritable(parts, res);
    drainListeners = stream.listeners('drain').filter((l) => l !== noop).length;
  };
  const compress = compression();
  const server = createServer((req, res) => compress(req, res, () => (middleware ? middleware(req, res, () => void page(res)) : void page(res))));
  server.listen(0, '127.0.0.1');
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': encoding } });
    expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
    return { body: (await res.arrayBuffer()).byteLength, drainListeners };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('a page streamed in many parts through compression', () => {
  it('without the middleware, a spent listener stays on the compressed stream for each wait (what it prevents)', async () => {
    const served = await streamPage('gzip', null);
    expect(served.body).toBe(PART * PARTS);
    expect(served.drainListeners).toBeGreaterThan(10);
  });

  for (const encoding of ['br', 'gzip', 'identity'] as const) {
    it(`with it, the whole page arrives and no listener stays behind (${encoding})`, async () => {
      const served = await streamPage(encoding, onceDrainOnTheCompressedStream);
      expect(served.body).toBe(PART * PARTS);
      expect(served.drainListeners).toBe(0);
    });
  }
});
