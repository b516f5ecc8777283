/**
 * The one shape of a refused write: a status, a message, and the
 * fields it concerns. A write returns a WriteResult, or, inside a
 * transaction where a return cannot roll back what went before, throws a
 * RefusedWrite carrying the same Refusal. The routes answer it in one place
 * for each channel: JSON for /api (server/http/api-route.server.ts), the
 * form's field errors for a dialog (server/http/admin-form.server.ts), a red
 * toast for a row's button (server/http/toast.server.ts). Pure: no I/O.
 *
 * The line-item writes (server/line-items) already answer in this shape.
 */
export type RefusalStatus = 400 | 404 | 409;
export type FieldErrors = Record<string, string[]>;

export type Refusal = { ok: false; status: RefusalStatus; error: string; fieldErrors: FieldErrors };
export type WriteResult<T> = { ok: true; value: T } | Refusal;

export function refusal(status: RefusalStatus, error: string, fieldErrors: FieldErrors = {}): Refusal {
  return { ok: false, status, error, fieldErrors };
}

/** A refusal thrown from inside a transaction (the throw rolls it back); `refusal` says why. */
export class RefusedWrite extends Error {
  readonly refusal: Refusal;
  constructor(status: RefusalStatus, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'RefusedWrite';
    this.refusal = refusal(status, message, fieldErrors);
  }
}

/** The refusal an error carries, or null for an unexpected error (which goes on to the error boundary). */
export function refusalOf(error: unknown): Refusal | null {
  return error instanceof RefusedWrite ? error.refusal : null;
}

/** A refused write's first message: the field's own when it names one, else the general one. */
export function refusalText(refused: Pick<Refusal, 'error' | 'fieldErrors'>): string {
  return Object.values(refused.fieldErrors)[0]?.[0] ?? refused.error;
}
