/**
 * The load bench's requests: autocannon runs against one target (requests/s,
 * median and p95, the server's CPU per answer), an evenly spaced fixed-rate
 * run (an open loop, for the write steps), and one request's body size, with
 * the settings they share (BENCH_LOAD_SECONDS, BENCH_LOAD_ONLY).
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpuMs } from './server-process';

type Result = { requests: { total: number }; duration: number; non2xx: number; errors: number; statusCodeStats: Record<string, { count: number }> };
type Instance = { on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type Autocannon = (opts: Record<string, unknown>, cb: (err: Error | null, result: Result) => void) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 10;
/** BENCH_LOAD_ONLY=jobs,job runs only those (keys: bare, jobs, brand, job, add, pdf, writes); all by default. */
const ONLY = process.env.BENCH_LOAD_ONLY?.split(',').map((s) => s.trim()) ?? null;
export const wanted = (key: string) => !ONLY || ONLY.includes(key);
export const CONNECTIONS = 10;
/** Browsers offer these; compression picks gzip (or br) like it would for them. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export type Target = { key: string; label: string; url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; connections?: number; expect: number };
export type Run = { label: string; rps: number; median: number; p95: number; n: number; bad: number; errors: number; cpuMs: number; bareRps?: number; same?: Run };

/** Runs autocannon against `target`; `pid` is the server whose CPU time per request is counted. */
export function load(target: Target, seconds: number, pid: number, extra: Record<string, unknown> = {}): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let bad = 0;
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: { 'accept-encoding': ACCEPT_ENCODING, ...target.headers },
        body: target.body,
        connections: target.connections ?? CONNECTIONS,
        duration: seconds,
        timeout: 30,
        ...extra,
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          label: target.label,
          rps: times.length / result.duration,
          median: percentile(times, 50),
          p95: percentile(times, 95),
          n: times.length,
          bad,
          errors: result.errors,
          cpuMs: (cpuMs(pid) - cpuBefore) / Math.max(1, times.length),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status !== target.expect) bad += 1;
    });
  });
}

/**
 * `rate` requests a second for `seconds`, each sent on schedule whether or not
 * the earlier ones have been answered (an open loop, as many people clicking
 * would be). autocannon's overallRate sends each second's share from every
 * connection at the same instant, so its latencies measure the burst it
 * makes rather than the server.
 */
export async function evenlySpaced(target: Target, rate: number, seconds: number): Promise<{ rps: number; median: number; p95: number; bad: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(target.url);
  const times: number[] = [];
  let bad = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(url, { method: target.method ?? 'GET', agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...target.headers, 'content-length': String(Buffer.byteLength(target.body ?? '')) } }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(performance.now() - t0);
          if (res.statusCode !== target.expect) bad += 1;
          resolve();
        });
      });
      req.on('error', () => {
        bad += 1;
        resolve();
      });
      req.end(target.body);
    });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(one());
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, median: percentile(times, 50), p95: percentile(times, 95), bad };
}

/** One request's body size as sent: plain (no Accept-Encoding) and gzip. */
export function bodyBytes(target: Target, encoding: string | null): Promise<{ status: number; bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(target.url);
    const headers: Record<string, string> = { ...target.headers };
    if (encoding) headers['accept-encoding'] = encoding;
    if (target.body) headers['content-length'] = String(Buffer.byteLength(target.body));
    const req = http.request(url, { method: target.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, body });
      });
    });
    req.on('error', reject);
    req.end(target.body);
  });
}
