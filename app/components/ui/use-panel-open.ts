import { useMatches } from 'react-router';

/**
 * Whether a side panel is open over the page it belongs to: a route whose
 * `handle` says `{ panel: true }` (Add, Edit, View, Save as Template, Send,
 * History, Duplicate) whose loader and its page's loader both answered. When
 * either failed, an error shows instead (the job's error screen, or the
 * panel's error dialog), and the page stays as it is. The page and the shell
 * behind an open panel render `inert`, and <html> does not scroll, from the
 * server's HTML on, which is what the panel makes them once JavaScript runs
 * (use-modal-sheet.ts): so hydration changes nothing behind the panel, and
 * without JavaScript Tab stays in the panel too.
 */
export function usePanelOpen(): boolean {
  const matches = useMatches();
  const at = matches.findIndex((m) => (m.handle as { panel?: boolean } | undefined)?.panel === true);
  return at > 0 && matches[at]!.data !== undefined && matches[at - 1]!.data !== undefined;
}
