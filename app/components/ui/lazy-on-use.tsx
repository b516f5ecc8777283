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
 * Each one the server renders leaves a `<template data-on-use="name">` beside
 * it. In the browser `entry.client.tsx` loads those modules first
 * (`onUseModulesShown()`) and only then hydrates, so a dialog the URL opened
 * hydrates in place like the rest of the page. Without that wait, the first
 * update to the page around it (any state change) would make React drop the
 * server's dialog and show nothing until its code came in: the dialog blinked
 * out, and what was typed into it was lost.
 *
 * Opened later, it renders through `React.lazy` inside its own `<Suspense>`
 * and shows once its code is in; an instance keeps the component it started
 * with, so a re-render never swaps it for another and loses its state.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

// No document: the server (or the tests and the bench, which import the app's modules in Node).
const onServer = typeof document === 'undefined';
const serverLoads: Promise<unknown>[] = [];
/** Every on-use module by name, to load before hydration those the server rendered. */
const preloads = new Map<string, () => Promise<unknown>>();

export function lazyOnUse<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (onServer) serverLoads.push(preload());
  preloads.set(name, preload);

  function OnUse(props: P) {
    const [Component] = useState(() => loaded ?? (onServer ? undefined : Lazy));
    if (!Component) throw new Error('A lazyOnUse component rendered on the server before its module loaded: await onUseModulesLoaded() first');
    return (
      <>
        <template data-on-use={name} />
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </>
    );
  }
  return Object.assign(OnUse, { preload: () => void preload() });
}

/** On the server: every lazyOnUse module imported, so a render shows them at once. */
export function onUseModulesLoaded(): Promise<void> {
  return Promise.all(serverLoads).then(() => undefined);
}

/**
 * In the browser, before hydrating: the modules of the on-use parts the server rendered into this page, loaded.
 * A module that fails to load is left to `React.lazy` (its error boundary), never holding hydration back.
 */
export function onUseModulesShown(): Promise<void> {
  const names = new Set(Array.from(document.querySelectorAll<HTMLTemplateElement>('template[data-on-use]'), (t) => t.dataset.onUse ?? ''));
  const loads = [...names].map((name) => preloads.get(name)?.().catch(() => undefined));
  return Promise.all(loads).then(() => undefined);
}
