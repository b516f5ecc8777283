/**
 * Abuse limits for sign-in, kept in SQLite (the rate_limits table) so a
 * restart does not hand out fresh budgets.
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
 * Each counter is a fixed window: the first point starts it, it ends
 * `duration` later. Checks and charges run in one synchronous transaction,
 * so concurrent requests cannot both slip under a limit.
 *
 * The client address is the TCP peer of the request. React Router's request
 * handler does not pass the socket on, so server.js records it per request in
 * an AsyncLocalStorage. X-Forwarded-For is read only when TRUST_PROXY=1.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import net from 'node:net';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { trustProxy } from '~/server/config.server';
import { getDb, schema, type Tx } from '~/server/db.server';

const MINUTE_MS = 60_000;

export const LIMITS = {
  linkPerClientEmail: { points: 5, durationMs: 15 * MINUTE_MS },
  linkPerEmail: { points: 10, durationMs: 15 * MINUTE_MS },
  linkPerAddress: { points: 20, durationMs: 15 * MINUTE_MS },
  failedCodePerClientEmail: { points: 10, durationMs: 15 * MINUTE_MS },
  failedCodePerEmail: { points: 30, durationMs: 15 * MINUTE_MS },
  failedCodePerAddress: { points: 30, durationMs: 15 * MINUTE_MS },
  // The client page's Accept / Decline posts, per link and per client address.
  clientAnswerPerToken: { points: 10, durationMs: 15 * MINUTE_MS },
  clientAnswerPerAddress: { points: 30, durationMs: 15 * MINUTE_MS },
} as const;

type LimitName = keyof typeof LIMITS;
type Counter = [LimitName, string];

const { rateLimits } = schema;
const rowKey = ([name, key]: Counter) => `${name}|${key}`;
const pair = (address: string, email: string) => `${address} ${email}`;

/** Tests start each case with empty counters. */
export function resetRateLimitsForTests(): void {
  getDb().delete(rateLimits).run();
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Seconds until the longest of these counters drops below its limit (0: all are below). */
function longestWait(tx: Tx, counters: Counter[], now: number): number {
  let wait = 0;
  for (const counter of counters) {
    const row = tx
      .select({ points: rateLimits.points, expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, rowKey(counter)), gt(rateLimits.expiresAt, now)))
      .get();
    if (row && row.points >= LIMITS[counter[0]].points) wait = Math.max(wait, Math.ceil((row.expiresAt - now) / 1000), 1);
  }
  return wait;
}

/** Adds a point to each counter, starting a new window where the last one ended. */
function charge(tx: Tx, counters: Counter[], now: number): void {
  for (const counter of counters) {
    const ends = now + LIMITS[counter[0]].durationMs;
    const expired = sql`${rateLimits.expiresAt} <= ${now}`;
    tx.insert(rateLimits)
      .values({ key: rowKey(counter), points: 1, expiresAt: ends })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`case when ${expired} then 1 else ${rateLimits.points} + 1 end`,
          expiresAt: sql`case when ${expired} then ${ends} else ${rateLimits.expiresAt} end`,
        },
      })
      .run();
  }
}

const result = (wait: number): LimitResult => (wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true });

/**
 * Counts one magic-link request. Refused when this client is over its limits
 * (then the e-mail's budget is left alone) or the e-mail is over its own.
 */
export function takeLinkRequest(email: string, address: string, now = Date.now()): LimitResult {
  const own: Counter[] = [
    ['linkPerClientEmail', pair(address, email)],
    ['linkPerAddress', address],
  ];
  const byEmail: Counter = ['linkPerEmail', email];
  return getDb().transaction((tx) => {
    // Old windows go here: link requests are rare enough to pay for it.
    tx.delete(rateLimits).where(lte(rateLimits.expiresAt, now)).run();
    const wait = longestWait(tx, own, now) || longestWait(tx, [byEmail], now);
    if (wait === 0) charge(tx, [...own, byEmail], now);
    return result(wait);
  });
}

/** Counts one Accept / Decline post to a client link (`linkKey`: the token's hash, never the token). */
export function takeClientAnswer(linkKey: string, address: string, now = Date.now()): LimitResult {
  const counters: Counter[] = [
    ['clientAnswerPerToken', linkKey],
    ['clientAnswerPerAddress', address],
  ];
  return getDb().transaction((tx) => {
    const wait = longestWait(tx, counters, now);
    if (wait === 0) charge(tx, counters, now);
    return result(wait);
  });
}

function failureCounters(email: string | null, address: string): Counter[] {
  const counters: Counter[] = [['failedCodePerAddress', address]];
  if (email) counters.push(['failedCodePerClientEmail', pair(address, email)], ['failedCodePerEmail', email]);
  return counters;
}

/**
 * Whether more code attempts are allowed right now (does not count one).
 * `email` only when the sign-in state belongs to it.
 */
export function codeAttemptsAllowed(email: string | null, address: string, now = Date.now()): LimitResult {
  return getDb().transaction((tx) => result(longestWait(tx, failureCounters(email, address), now)));
}

/** Counts a failed attempt: against the address, and the e-mail only when the state belongs to it. */
export function recordFailedCode(email: string | null, address: string, now = Date.now()): void {
  getDb().transaction((tx) => charge(tx, failureCounters(email, address), now));
}

/** A successful sign-in forgets that e-mail's earlier mistakes. */
export function clearFailedCodes(email: string, address: string): void {
  const keys = [rowKey(['failedCodePerClientEmail', pair(address, email)]), rowKey(['failedCodePerEmail', email])];
  getDb().transaction((tx) => {
    for (const key of keys) tx.delete(rateLimits).where(eq(rateLimits.key, key)).run();
  });
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
