/**
 * The rule "typing into a field clears the chosen id"
 * (docs/product.md § States and transitions), as one test of
 * text against the chosen row. The new-job wizard applies it to the values it
 * re-renders and the server applies it again inside every client write;
 * both look the rows up themselves. Pure: no I/O.
 */
import { formatAddress, type Address } from '~/domain/address';
import { phoneDigits } from '~/domain/phone';

type Text = string | null | undefined;

/** Same text, ignoring case and surrounding spaces; missing counts as empty. */
export function sameText(a: Text, b: Text): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/** The chosen address row still reads as the address text sent with it. */
export function addressStillMatches(row: Partial<Address>, typed: Text): boolean {
  return sameText(formatAddress(row), typed);
}

export type ContactText = { name: Text; title: Text; phone: Text; email: Text };
export type TypedContact = { contactName?: Text; contactTitle?: Text; contactPhone?: Text; contactEmail?: Text };

/**
 * Every contact field sent still matches the chosen contact row. Phones
 * compare by digits; the stored phone keeps all of its digits, so a longer
 * stored number never matches the 10 a form can send.
 */
export function contactStillMatches(row: ContactText, typed: TypedContact): boolean {
  return (
    sameText(row.name, typed.contactName) &&
    sameText(row.title, typed.contactTitle) &&
    sameText(row.email, typed.contactEmail) &&
    (row.phone ?? '').replace(/\D/g, '') === phoneDigits(typed.contactPhone)
  );
}
