/**
 * What a job's history records: the events a change to the job or
 * its lines writes, whose detail already reads as what follows the person's
 * name, then the quote's life after the PDF. One list for the server that
 * writes the rows and the sentences that read them.
 */
export const CHANGE_EVENTS = [
  'job created',
  'info edited',
  'version created',
  'line added',
  'line edited',
  'line deleted',
  'line restored',
  'line moved',
  'prices edited',
  'prices reset',
  'lines re-priced',
  'picture added',
  'picture removed',
] as const;

export const HISTORY_EVENTS = [
  ...CHANGE_EVENTS,
  'sent',
  'marked as sent',
  'superseded',
  'withdrawn',
  'viewed by client',
  'accepted',
  'declined',
  'approval uploaded',
  'loss confirmed',
  // The money side (docs/invoices.md § History)
  'invoice issued',
  'invoice e-mailed',
  'invoice voided',
  'payment recorded',
  'payment reversed',
  'work order issued',
] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];
