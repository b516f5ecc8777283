import { jsonError } from '../api.server';
import { AdminWriteError } from './errors.server';

/**
 * Runs an admin write for an /api route: a refused write (AdminWriteError)
 * becomes its JSON answer (400/404/409 naming the field); anything else is
 * unexpected and goes on to the error boundary.
 */
export function answerAdminWrite<T>(write: () => T): T | ReturnType<typeof jsonError> {
  try {
    return write();
  } catch (error) {
    if (error instanceof AdminWriteError) return jsonError(error.status, error.message, { [error.field]: [error.message] });
    throw error;
  }
}
