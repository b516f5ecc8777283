/**
 * A component whose code loads the first time a page shows it (or `preload()`
 * is called: on pointing at or focusing what opens it), so a page does not
 * load and run a dialog's form library and schemas before it answers.
 *
 * On the server the module is loaded when the app starts and the component
 * renders at once: a server render never waits on it, so the HTML always has
 * it in place (a part that suspended would stream in behind a script, hidden
 * for a browser without JavaScript). In the browser, render it inside a
 * <Suspense>: while the server's HTML of it is on the page, React keeps that
 * HTML (the native form works) until the code is in, then hydrates it.
 */
import { lazy, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

export function lazyOnUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = { default: component })));
  // Once loaded, an object whose then() answers at once: React.lazy then renders without suspending.
  const Component = lazy(() => (loaded ? ({ then: (resolve: (m: Loaded<P>) => void) => resolve(loaded!) } as Promise<Loaded<P>>) : preload()));
  // No document: the server (or a script in Node), which loads it now.
  if (typeof document === 'undefined') void preload();
  return Object.assign(Component, { preload: () => void preload() });
}
