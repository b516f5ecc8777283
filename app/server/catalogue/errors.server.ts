import { RefusedWrite, type RefusalStatus } from '~/domain/write-result';

/**
 * A refused catalogue or user write: the status (404, 409) and, for forms and the API, the field it concerns.
 * A RefusedWrite, so every route answers it as it answers any refused write.
 */
export class AdminWriteError extends RefusedWrite {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly field: string = '_',
  ) {
    super(status, message, { [field]: [message] });
  }
}

/** SQLite's unique-constraint failure (better-sqlite3's error code). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}
