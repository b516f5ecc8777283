/**
 * The browser's start: React Router's own entry, except that the code of any
 * part that loads on first use and is already on the page (a dialog the URL
 * opened, the Add panel's item) is loaded before hydrating, so it hydrates in
 * place instead of blinking out (lazy-on-use.tsx).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { onUseModulesShown } from './components/ui/lazy-on-use';

void onUseModulesShown().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
