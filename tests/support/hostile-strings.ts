/**
 * Hostile strings, shared by the unit, integration and
 * end-to-end tests: each must be stored and shown exactly as typed, as text.
 */
/** Markup and SQL: shown literally, never run. */
export const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE jobs; --",
  "' OR 1=1 --",
  'Smith & Sons <b>bold</b> &amp; ©',
];
/** Combining marks, emoji (ZWJ, flags, skin tones), bidi controls and right-to-left text: kept intact. */
export const UNICODE = [
  'Caf\u00e9 cafe\u0301 Z\u0351\u036b\u0343a\u0352l\u036bg\u030co', // precomposed, combining marks, zalgo
  '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466} \u{1F1FA}\u{1F1F8} \u{1F44D}\u{1F3FD} \u2764\uFE0F', // ZWJ family, flag, skin tone, VS16
  'Abc \u202egnp.exe\u202c and \u2067\u05e9\u05dc\u05d5\u05dd\u2069 \u200f\u0639\u0631\u0628\u064a', // RLO/PDF, RLI/PDI, RLM, Arabic
];
