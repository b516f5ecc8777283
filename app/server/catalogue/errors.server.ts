/** A refused catalogue or user write: the status (404, 409) and, for forms and the API, the field it concerns. */
export class AdminWriteError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field: string = '_',
  ) {
    super(message);
  }
}

/** SQLite's unique-constraint failure (better-sqlite3's error code). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}
