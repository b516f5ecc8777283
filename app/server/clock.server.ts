/**
 * The server's one clock: what decides 'today' (in the server's TZ), a sent
 * proposal's expiry past its valid-until day, a dead client link, the
 * default valid-until and the date a printed proposal carries. It is the
 * real time moved by CLOCK_OFFSET (config.server.ts), which an operator sets
 * when starting the server (the end-to-end tests start a second server with
 * the clock moved past a valid-until); no request can move it.
 */
import { clockOffsetMs } from './config.server';

if (clockOffsetMs !== 0) console.warn(`Signboard's clock is moved by ${clockOffsetMs / 3_600_000} hours (CLOCK_OFFSET).`);

/** Now, in epoch milliseconds, as the server's rules see it ('today' is dayOf(now()), see version-state.server.ts). */
export function now(): number {
  return Date.now() + clockOffsetMs;
}

