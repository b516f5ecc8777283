import { data } from 'react-router';

/**
 * The one way a loader or action says 'not here': a 404 whose text the nearest
 * error boundary shows (app/components/shell/route-error.tsx), inside the shell.
 */
export function notFound(message: string): never {
  throw data(message, { status: 404 });
}
