import { useEffect, useRef, useState } from 'react';

export type SearchState<T> = { results: T[]; searching: boolean; searched: boolean };

const IDLE = { results: [], searching: false, searched: false };

/**
 * Runs `search` 300 ms after `query` last changed (docs/product.md § Validation rules), cancelling
 * the one in flight. `query` null means "nothing typed since the last pick".
 * Failures are only logged and empty the list (docs/product.md § Error messages).
 */
export function useDebouncedSearch<T>(
  query: string | null,
  search: (q: string, signal: AbortSignal) => Promise<T[]>,
  minLength: number,
  delayMs = 300,
): SearchState<T> {
  const [state, setState] = useState<SearchState<T>>(IDLE);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    const q = query?.trim() ?? '';
    if (query === null || q.length < minLength) {
      setState(IDLE);
      return;
    }
    setState((s) => ({ ...s, searching: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef.current(q, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setState({ results, searching: false, searched: true });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(error);
          setState({ results: [], searching: false, searched: true });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, minLength, delayMs]);

  return state;
}
