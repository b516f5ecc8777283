/**
 * The browser's start: React Router's own entry, except that
 * - the code of any part that loads on first use and is already on the page (a
 *   dialog the URL opened, the Add panel's item) is loaded before hydrating, so
 *   it hydrates in place instead of blinking out (lazy-on-use.tsx);
 * - the /api routes are left out of the browser's route table (see below).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
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
  const routes = (window as unknown as { __reactRouterManifest?: { routes: Record<string, unknown> } }).__reactRouterManifest?.routes ?? {};
  for (const id of Object.keys(routes)) if (id.startsWith('routes/api/')) delete routes[id];
}

leaveApiRoutesToTheServer();
// Hydrating starts in a task of its own, not in the one that evaluated every module: two shorter tasks block
// input less than one long one.
void onUseModulesShown().then(() =>
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
