/**
 * The operator's clock offset (CLOCK_OFFSET, read once when the server
 * starts): a signed whole number with a unit, days, hours, minutes or
 * seconds ('+40d', '-12h', '90m', '30s'); '' or '0' for none. Pure.
 */
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 } as const;

/** Milliseconds to add to the real time, or null when `text` is not an offset. */
export function parseClockOffset(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '0') return 0;
  const match = /^([+-]?)(\d{1,6})([dhms])$/.exec(trimmed);
  if (!match) return null;
  const ms = Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS];
  return match[1] === '-' ? -ms : ms;
}
