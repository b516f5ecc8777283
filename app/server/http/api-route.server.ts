/**
 * The loader and action of an /api resource route from one description: the
 * session guard, then the handler of the request's method, or 405 naming the
 * methods the route offers. The guard always runs first (401 or 403 before
 * 405), so a signed-out caller learns nothing, not even the methods; a write
 * from another site is refused (403) before its handler reads anything.
 *
 *   const route = apiRoute({ guard: requireApiUser, writeGuard: requireApiAdmin, GET: ..., POST: ... });
 *   export const loader = route.loader;
 *   export const action = route.action;
 */
import { refusalOf, type Refusal } from '~/domain/write-result';
import { assertSameOrigin, jsonError, methodNotAllowed } from './api.server';

type Params = Record<string, string | undefined>;
type RouteArgs = { request: Request; params: Params };
export type ApiArgs<U> = RouteArgs & { user: U };
type Handler<U> = (args: ApiArgs<U>) => unknown;
type Guard<U> = (request: Request) => Promise<U>;

const METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

export type ApiRouteSpec<R, W> = {
  /** Who may call the route (requireApiUser, requireApiAdmin, or `publicRoute`). */
  guard: Guard<R>;
  /** Who may write, when that is narrower than who may read (admin writes on a list everyone reads). */
  writeGuard?: Guard<W>;
  GET?: Handler<R>;
  POST?: Handler<W>;
  PATCH?: Handler<W>;
  DELETE?: Handler<W>;
};

export function apiRoute<R, W = R>(spec: ApiRouteSpec<R, W>) {
  const allowed = METHODS.filter((m) => spec[m]);
  return {
    async loader({ request, params }: RouteArgs) {
      const user = await spec.guard(request);
      return spec.GET ? spec.GET({ request, params, user }) : methodNotAllowed(allowed);
    },
    async action({ request, params }: RouteArgs) {
      const user = await (spec.writeGuard ?? (spec.guard as unknown as Guard<W>))(request);
      const method = request.method as Method;
      const handler = method === 'GET' ? undefined : (spec[method] as Handler<W> | undefined);
      if (!handler) return methodNotAllowed(allowed);
      assertSameOrigin(request);
      return handler({ request, params, user });
    },
  };
}

/** The guard of a route anyone may call (signing in). */
export const publicRoute: Guard<null> = async () => null;

/** A refused write as the /api answers it: its status, `{error, fields}`. */
export function refusalJson(refused: Refusal) {
  return jsonError(refused.status, refused.error, refused.fieldErrors);
}

/**
 * Runs a write for an /api route: a refused write (a thrown RefusedWrite)
 * becomes its JSON answer (400/404/409 naming the field); anything else is
 * unexpected and goes on to the error boundary.
 */
export function answerWrite<T>(write: () => T): T | ReturnType<typeof jsonError> {
  try {
    return write();
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return refusalJson(refused);
    throw error;
  }
}

/** answerWrite for a write that reads its request first (an upload) or returns a file: the same answers, awaited. */
export async function answerAsyncWrite<T>(write: () => Promise<T>): Promise<T | ReturnType<typeof jsonError>> {
  try {
    return await write();
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return refusalJson(refused);
    throw error;
  }
}
