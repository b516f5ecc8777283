/**
 * Abuse limits for sign-in, kept in memory (one process; a restart forgets
 * them, which only ever errs towards letting people in).
 *
 * - Magic-link requests: 5 per e-mail and 20 per client address per 15 minutes.
 * - Failed code or link attempts: 10 per e-mail and 30 per client address per
 *   15 minutes (each code also dies after 5 failed attempts, see login-codes).
 *
 * The client address is the TCP peer of the request. React Router's request
 * handler does not pass the socket on, so server.js records it per request in
 * an AsyncLocalStorage. X-Forwarded-For is read only when TRUST_PROXY=1.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import net from 'node:net';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { trustProxy } from './config.server';

const MINUTE = 60;

export const LIMITS = {
  linkPerEmail: { points: 5, duration: 15 * MINUTE },
  linkPerAddress: { points: 20, duration: 15 * MINUTE },
  failedCodePerEmail: { points: 10, duration: 15 * MINUTE },
  failedCodePerAddress: { points: 30, duration: 15 * MINUTE },
} as const;

type Limiters = { [K in keyof typeof LIMITS]: RateLimiterMemory };
const globalForLimits = globalThis as unknown as { __signboardLimiters?: Limiters };

function limiters(): Limiters {
  globalForLimits.__signboardLimiters ??= {
    linkPerEmail: new RateLimiterMemory({ keyPrefix: 'link-email', ...LIMITS.linkPerEmail }),
    linkPerAddress: new RateLimiterMemory({ keyPrefix: 'link-addr', ...LIMITS.linkPerAddress }),
    failedCodePerEmail: new RateLimiterMemory({ keyPrefix: 'code-email', ...LIMITS.failedCodePerEmail }),
    failedCodePerAddress: new RateLimiterMemory({ keyPrefix: 'code-addr', ...LIMITS.failedCodePerAddress }),
  };
  return globalForLimits.__signboardLimiters;
}

/** Tests start each case with empty counters. */
export function resetRateLimitsForTests(): void {
  globalForLimits.__signboardLimiters = undefined;
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Seconds until `res` drops back under `points` consumed, or 0 when it is already under. */
function waitFor(res: RateLimiterRes | null, points: number, inclusive: boolean): number {
  if (!res) return 0;
  const over = inclusive ? res.consumedPoints >= points : res.consumedPoints > points;
  return over ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
}

/** Counts one magic-link request; refuses when the e-mail or the address is over its limit. */
export async function takeLinkRequest(email: string, address: string): Promise<LimitResult> {
  const l = limiters();
  // penalty() adds without rejecting, so both counters move together and the check is atomic.
  const [byEmail, byAddress] = await Promise.all([l.linkPerEmail.penalty(email, 1), l.linkPerAddress.penalty(address, 1)]);
  const wait = Math.max(
    waitFor(byEmail, LIMITS.linkPerEmail.points, false),
    waitFor(byAddress, LIMITS.linkPerAddress.points, false),
  );
  return wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true };
}

/** Whether more code attempts are allowed right now (does not count one). */
export async function codeAttemptsAllowed(email: string | null, address: string): Promise<LimitResult> {
  const l = limiters();
  const waits = [waitFor(await l.failedCodePerAddress.get(address), LIMITS.failedCodePerAddress.points, true)];
  if (email) waits.push(waitFor(await l.failedCodePerEmail.get(email), LIMITS.failedCodePerEmail.points, true));
  const wait = Math.max(...waits);
  return wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true };
}

export async function recordFailedCode(email: string | null, address: string): Promise<void> {
  const l = limiters();
  await l.failedCodePerAddress.penalty(address, 1);
  if (email) await l.failedCodePerEmail.penalty(email, 1);
}

/** A successful sign-in forgets that e-mail's earlier mistakes. */
export async function clearFailedCodes(email: string): Promise<void> {
  await limiters().failedCodePerEmail.delete(email);
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

// ---------------------------------------------------------------- client address

/**
 * The production server (server.js) runs each request inside this store with
 * the TCP peer address; it is published on globalThis because server.js and
 * the server build are separate module graphs.
 */
const g = globalThis as unknown as { __signboardClientAddress?: AsyncLocalStorage<string> };
g.__signboardClientAddress ??= new AsyncLocalStorage<string>();
const socketAddress = g.__signboardClientAddress;

/** Runs fn as if the request came from `address` (tests, and any custom server). */
export function withClientAddress<T>(address: string, fn: () => T): T {
  return socketAddress.run(address, fn);
}

/**
 * A stable key for the requester: IPv4 as is, IPv6 by its /64 network (one
 * host usually owns a whole /64), 'unknown' when nothing is known.
 */
export function clientAddress(request: Request): string {
  return clientAddressFrom(request, { trustProxy, socket: socketAddress.getStore() });
}

/**
 * Whether the request's TCP peer is this machine (127.0.0.0/8 or ::1). Only
 * the socket counts, never X-Forwarded-For, even with TRUST_PROXY=1: behind a
 * proxy on the same machine every caller looks local, so the answer is then
 * false. No recorded peer (a server that does not record it) is not loopback.
 */
export function fromLoopback(): boolean {
  if (trustProxy) return false;
  const peer = (socketAddress.getStore() ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (net.isIPv4(peer)) return peer.startsWith('127.');
  return net.isIPv6(peer) && expandIPv6(peer).join(':') === '0:0:0:0:0:0:0:1';
}

export function clientAddressFrom(request: Request, opts: { trustProxy: boolean; socket: string | undefined }): string {
  let address = opts.socket ?? '';
  if (opts.trustProxy) {
    // Our one proxy appends the peer it saw; earlier entries are client-supplied.
    const forwarded = (request.headers.get('X-Forwarded-For') ?? '').split(',').map((s) => s.trim());
    const last = forwarded.filter(Boolean).pop();
    if (last) address = last;
  }
  return addressKey(address);
}

export function addressKey(raw: string): string {
  const address = raw.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (net.isIPv4(address)) return address;
  if (net.isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return 'unknown';
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}
