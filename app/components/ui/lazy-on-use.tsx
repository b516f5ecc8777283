/**
 * A component whose code loads in the browser the first time a page shows it
 * (or `preload()` is called: on pointing at or focusing what opens it), so a
 * page does not download and run a dialog's form library, schemas and dialog
 * code before it answers.
 *
 * The server never waits for it: there the module is imported when the app
 * starts, `entry.server.tsx` awaits `onUseModulesLoaded()` before it renders,
 * and the component renders at once, in place (entry.server also keeps React
 * from moving a large finished boundary to the end of the page). A part that
 * suspended or was moved would stream hidden behind a script, so a browser
 * without JavaScript would never see it.
 *
 * In the browser it renders through `React.lazy` inside its own `<Suspense>`
 * (the server writes the same boundary): while the server's HTML of it is on
 * the page, React keeps that HTML as it is (its native form works) until the
 * code is in, then hydrates it; opened later, it shows once its code is in.
 */
import { lazy, Suspense, type ComponentType } from 'react';

// No document: the server (or the tests and the bench, which import the app's modules in Node).
const onServer = typeof document === 'undefined';
const serverLoads: Promise<unknown>[] = [];

export function lazyOnUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (onServer) serverLoads.push(preload());

  function OnUse(props: P) {
    const Component = onServer ? loaded : Lazy;
    if (!Component) throw new Error('A lazyOnUse component rendered on the server before its module loaded: await onUseModulesLoaded() first');
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnUse, { preload: () => void preload() });
}

/** On the server: every lazyOnUse module imported, so a render shows them at once. */
export function onUseModulesLoaded(): Promise<void> {
  return Promise.all(serverLoads).then(() => undefined);
}
