/**
 * One History row as the sentence the panel shows first ('Pat Lee changed
 * the quantity of Channel Letters (line 3) from 2 to 4: ...'), and a note
 * under it when the row has details that are not part of the sentence (who a
 * proposal went to, a signature). Pure.
 */
import { CHANGE_EVENTS } from './events';

export type HistoryRowWords = { event: string; detail: string; who: string; versionNumber: number | null };

/** Events whose detail is already what follows the person's name. */
const SAID_IN_DETAIL = new Set<string>(CHANGE_EVENTS);

const PHRASES: Record<string, (who: string, version: string) => string> = {
  'job created': (who) => `${who} created the job`,
  'version created': (who, v) => `${who} created ${v}`,
  sent: (who, v) => `${who} sent ${v} to the client`,
  'marked as sent': (who, v) => `${who} marked ${v} as sent outside Signboard`,
  superseded: (_who, v) => `${cap(v)} was superseded by a later version sent`,
  withdrawn: (who, v) => `${who} withdrew ${v}`,
  'viewed by client': (_who, v) => `The client opened the link to ${v} for the first time`,
  accepted: (who, v) => `${who} accepted ${v}`,
  declined: (who, v) => `${who} declined ${v}`,
  'approval uploaded': (who, v) => `${who} uploaded the client's signed approval of ${v}`,
  'invoice issued': (who, v) => `${who} issued an invoice for ${v}`,
  'invoice e-mailed': (who) => `${who} e-mailed an invoice to the client`,
  'invoice voided': (who) => `${who} voided an invoice`,
  'payment recorded': (who) => `${who} recorded a payment`,
  'payment reversed': (who) => `${who} reversed a payment`,
  'work order issued': (who, v) => `${who} issued the work order of ${v}`,
};

/**
 * An 'accepted' row's detail may start with what the client chose ('chose
 * Wall Mural; added Survey'), ended by a line break before the signature: the
 * choice then ends the sentence and the signature is the note.
 */
export function acceptedDetail(choice: string, signature: string): string {
  return choice ? `${choice}\n${signature}` : signature;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function historyWords(row: HistoryRowWords): { sentence: string; note: string } {
  const version = row.versionNumber !== null ? `version ${row.versionNumber}` : 'the proposal';
  // Rows written before the detail held the whole sentence start with a capital: said as a note.
  if (SAID_IN_DETAIL.has(row.event) && row.detail && row.detail.charAt(0) === row.detail.charAt(0).toLowerCase()) {
    return { sentence: `${row.who} ${row.detail}`, note: '' };
  }
  const phrase = PHRASES[row.event];
  if (phrase && row.event === 'accepted' && row.detail.includes('\n')) {
    const [choice, ...rest] = row.detail.split('\n');
    return { sentence: `${cap(phrase(row.who, version))}: ${choice}`, note: rest.join(' ') };
  }
  // A sentence starts with a capital whoever did it: rows stored before read 'client (Megan Kowalski)'.
  if (phrase) return { sentence: cap(phrase(row.who, version)), note: row.detail };
  return { sentence: `${row.who}: ${row.event}${row.versionNumber !== null ? ` (${version})` : ''}`, note: row.detail };
}
