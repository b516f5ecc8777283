import { useRef, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function's own parameters pass through unchanged
type Callbacks = Record<string, (...args: any[]) => unknown>;

/**
 * The same functions on every render, each calling the newest one given: a
 * row kept with `memo` is then not rendered again only because its handlers
 * were made anew. For events, not for use during a render.
 */
export function useStableCallbacks<T extends Callbacks>(latest: T): T {
  const current = useRef(latest);
  current.current = latest;
  const [stable] = useState(
    () => Object.fromEntries(Object.keys(latest).map((name) => [name, (...args: unknown[]) => current.current[name]!(...args)])) as T,
  );
  return stable;
}
