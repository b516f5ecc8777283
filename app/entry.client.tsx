/**
 * The browser's start: React Router's own entry, except that
 * - the code of any part that loads on first use and is already on the page (a
 *   dialog the URL opened, the Add panel's item) is loaded before hydrating, so
 *   it hydrates in place instead of blinking out (lazy-on-use.tsx);
 * - the /api routes are left out of the browser's route table, and matching the
 *   rest is run once before hydrating (see below).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { onUseModulesShown } from './components/ui/lazy-on-use';

/**
 * The /api routes (about half of all routes) answer `fetch()` calls and plain
 * `<form>`s, which the browser sends itself; no link, navigation, `<Form>` or
 * fetcher of React Router goes to one. Left in, React Router flattens, ranks
 * and matches every one of them while the page hydrates, in one task that
 * blocks input (50-130 ms at CPU x4 with them; about half without). The
 * server still answers them: its route table is its own.
 */
function leaveApiRoutesToTheServer() {
  const routes = manifestRoutes();
  for (const id of Object.keys(routes)) if (id.startsWith('routes/api/')) delete routes[id];
}

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

function manifestRoutes(): Record<string, ManifestRoute> {
  return (window as unknown as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes ?? {};
}

/**
 * React Router's first render matches the page's address against the route
 * table twice, in one piece of work that cannot be split. Done first with
 * code and patterns the browser has never run, that took 45-115 ms at CPU x4.
 * One match of the same table here, in a task of its own, compiles that code
 * and the paths' patterns, so the match inside hydrating runs warm.
 */
function warmRouteMatching() {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifestRoutes())) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: tree(id) },
    );
  matchRoutes(tree(undefined), window.location);
}

leaveApiRoutesToTheServer();
// Hydrating waits for it, but never on it: should the warm-up throw, the page hydrates all the same.
const routeMatchingWarmed = new Promise<void>((resolve) =>
  setTimeout(() => {
    try {
      warmRouteMatching();
    } finally {
      resolve();
    }
  }),
);
// Hydrating starts in a task of its own, not in the one that evaluated every module: shorter tasks block input
// less than one long one.
void Promise.all([onUseModulesShown(), routeMatchingWarmed]).then(() =>
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  ),
);
