/**
 * The browser's start: React Router's own entry, except that
 * - the code of any part that loads on first use and is already on the page (a
 *   dialog the URL opened, the Add panel's item) is loaded before hydrating, so
 *   it hydrates in place instead of blinking out (lazy-on-use.tsx);
 * - hydrating starts in a task of its own.
 * The browser's route table holds only the page's own routes; the rest are
 * asked for when something goes to them (react-router.config.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { onUseModulesShown } from './components/ui/lazy-on-use';

// Hydrating starts in a task of its own, not in the one that evaluated every module: shorter tasks block input
// less than one long one.
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
