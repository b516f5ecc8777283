/** Calendar days as 'yyyy-MM-dd' text (the server's TZ decides which day it is): compared as text. Pure. */
import { addDays, format, isValid, parse } from 'date-fns';

export function isRealDay(day: string): boolean {
  const parsed = parse(day, 'yyyy-MM-dd', new Date(0));
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === day;
}

/** The day after `day`. */
export function nextDay(day: string): string {
  return format(addDays(parse(day, 'yyyy-MM-dd', new Date(0)), 1), 'yyyy-MM-dd');
}

/** The day before `day`. */
export function dayBefore(day: string): string {
  return format(addDays(parse(day, 'yyyy-MM-dd', new Date(0)), -1), 'yyyy-MM-dd');
}

/** 'Dec 1st, 2026'. */
export function dayInWords(day: string): string {
  return format(parse(day, 'yyyy-MM-dd', new Date(0)), 'MMM do, yyyy');
}

/** A service's fixed price written back as its priceFormula: '$595' for whole dollars, else '$630.70'. */
export function serviceFormulaOf(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  return cents % 100 === 0 ? `$${dollars}` : `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
