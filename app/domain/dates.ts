/**
 * Dates as the screens show them ('Jun 13th, 2025'). date-fns does the ordinal ('13th') and the
 * am/pm; the server formats in its own time zone (TZ) and sends strings, so
 * server and browser render the same text.
 */
import { format } from 'date-fns';

/** 'Jun 13th, 2025' (jobs list). */
export function formatListDate(ms: number | Date): string {
  return format(ms, 'MMM do, yyyy');
}

/** 'Jun 13th, 10:07 am' (job header 'Last Updated'). */
export function formatUpdated(ms: number | Date): string {
  return format(ms, 'MMM do, h:mm aaa');
}

/** 'Nov 28th, 2026, 2:07 pm' (when an import was applied or undone). */
export function formatDateTime(ms: number | Date): string {
  return format(ms, 'MMM do, yyyy, h:mm aaa');
}
