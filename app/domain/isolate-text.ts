/** Bidi isolation of a person's text where no markup can isolate it (see user-text.ts for the rules of user text). Pure. */

/**
 * Plain text of a person's wrapped in FIRST STRONG ISOLATE ... POP DIRECTIONAL
 * ISOLATE, for places with no markup to isolate it (an e-mail subject, a
 * document title): a bidi override inside then ends at the PDI.
 */
export function isolateText(value: string): string {
  return /[\u0590-\u08ff\u200e\u200f\u202a-\u202e\u2066-\u2069\ufb1d-\ufdff\ufe70-\ufeff]/.test(value) ? `\u2068${value}\u2069` : value;
}
