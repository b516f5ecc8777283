/**
 * Abuse limits for sign-in, kept in memory (one process; a restart forgets
 * them, which only ever errs towards letting people in).
 *
 * Per 15 minutes:
 * - Magic-link requests: 5 per (client address, e-mail) pair, 10 per e-mail
 *   whoever asks (mail volume), 20 per client address. A request refused for
 *   its pair or address does not count against the e-mail, so one client can
 *   never spend a person's whole budget.
 * - Failed code or link attempts: 10 per (client address, e-mail) pair, 30 per
 *   e-mail, 30 per client address (each code also dies after 5 failed
 *   attempts, see login-codes). The e-mail is charged only when the failing
 *   sign-in state really belongs to it (auth.server.ts decides).
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
  linkPerClientEmail: { points: 5, duration: 15 * MINUTE },
  linkPerEmail: { points: 10, duration: 15 * MINUTE },
  linkPerAddress: { points: 20, duration: 15 * MINUTE },
  failedCodePerClientEmail: { points: 10, duration: 15 * MINUTE },
  failedCodePerEmail: { points: 30, duration: 15 * MINUTE },
  failedCodePerAddress: { points: 30, duration: 15 * MINUTE },
} as const;

type LimitName = keyof typeof LIMITS;
type Limiters = { [K in LimitName]: RateLimiterMemory };
const globalForLimits = globalThis as unknown as { __signboardLimiters?: Limiters };

function limiters(): Limiters {
  if (!globalForLimits.__signboardLimiters) {
    const made = {} as Limiters;
    for (const name of Object.keys(LIMITS) as LimitName[]) made[name] = new RateLimiterMemory({ keyPrefix: name, ...LIMITS[name] });
    globalForLimits.__signboardLimiters = made;
  }
  return globalForLimits.__signboardLimiters;
}

/** Tests start each case with empty counters. */
export function resetRateLimitsForTests(): void {
  globalForLimits.__signboardLimiters = undefined;
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

const pair = (address: string, email: string) => `${address} ${email}`;

/** Seconds until `name`'s counter for `key` drops below its limit (0: it is below). */
async function waitOf(name: LimitName, key: string): Promise<number> {
  const res: RateLimiterRes | null = await limiters()[name].get(key);
  if (!res || res.consumedPoints < LIMITS[name].points) return 0;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

async function longestWait(checks: Array<[LimitName, string]>): Promise<LimitResult> {
  const wait = Math.max(0, ...(await Promise.all(checks.map(([name, key]) => waitOf(name, key)))));
  return wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true };
}

async function charge(charges: Array<[LimitName, string]>): Promise<void> {
  await Promise.all(charges.map(([name, key]) => limiters()[name].penalty(key, 1)));
}

/**
 * Counts one magic-link request. Refused when this client is over its limits
 * (then the e-mail's budget is left alone) or the e-mail is over its own.
 */
export async function takeLinkRequest(email: string, address: string): Promise<LimitResult> {
  const own = await longestWait([
    ['linkPerClientEmail', pair(address, email)],
    ['linkPerAddress', address],
  ]);
  if (!own.ok) return own;
  const byEmail = await longestWait([['linkPerEmail', email]]);
  if (!byEmail.ok) return byEmail;
  await charge([
    ['linkPerClientEmail', pair(address, email)],
    ['linkPerAddress', address],
    ['linkPerEmail', email],
  ]);
  return { ok: true };
}

/**
 * Whether more code attempts are allowed right now (does not count one).
 * `email` only when the sign-in state belongs to it.
 */
export async function codeAttemptsAllowed(email: string | null, address: string): Promise<LimitResult> {
  const checks: Array<[LimitName, string]> = [['failedCodePerAddress', address]];
  if (email) checks.push(['failedCodePerClientEmail', pair(address, email)], ['failedCodePerEmail', email]);
  return longestWait(checks);
}

/** Counts a failed attempt: against the address, and the e-mail only when the state belongs to it. */
export async function recordFailedCode(email: string | null, address: string): Promise<void> {
  const charges: Array<[LimitName, string]> = [['failedCodePerAddress', address]];
  if (email) charges.push(['failedCodePerClientEmail', pair(address, email)], ['failedCodePerEmail', email]);
  await charge(charges);
}

/** A successful sign-in forgets that e-mail's earlier mistakes. */
export async function clearFailedCodes(email: string, address: string): Promise<void> {
  const l = limiters();
  await Promise.all([l.failedCodePerEmail.delete(email), l.failedCodePerClientEmail.delete(pair(address, email))]);
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
