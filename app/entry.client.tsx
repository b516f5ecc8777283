/**
 * The browser's start: React Router's own entry, except that
 * - the code of any part that loads on first use and is already on the page (a
 *   dialog the URL opened, the Add panel's item) is loaded before hydrating, so
 *   it hydrates in place instead of blinking out (lazy-on-use.tsx);
 * - the code that matches routes runs once before hydrating, and hydrating
 *   starts in a task of its own (see below).
 * The browser's route table holds only the page's own routes; the rest are
 * asked for when something goes to them (react-router.config.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { onUseModulesShown } from './components/ui/lazy-on-use';

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/**
 * React Router's first render matches the page's address against its routes
 * twice, in one piece of work that cannot be split, with code the browser has
 * never run: compiling it took about half of that task (20-30 ms at CPU x4).
 * One match of the page's routes here, in a task of its own, compiles that
 * code and the paths' patterns, so the match inside hydrating runs warm.
 */
function warmRouteMatching() {
  const routes = (window as unknown as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes ?? {};
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: tree(id) },
    );
  matchRoutes(tree(undefined), window.location);
}

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
