import { STATE_TONE, type ShownState } from '~/domain/lifecycle/states';

/**
 * A version's or job's state as a word in a coloured pill; the word is always there, colour only helps. Styled
 * by app.css (.state-badge and its tone-* colours), so the 25 rows of a jobs list carry two short classes each,
 * and `bare` (the list's rows) leaves out the test hooks the job page's badges carry.
 */
export function StateBadge({ state, label, bare = false }: { state: ShownState; label?: string; bare?: boolean }) {
  return (
    <span
      data-testid={bare ? undefined : 'state-badge'}
      data-state={bare ? undefined : state}
      className={`state-badge tone-${STATE_TONE[state]}`}
    >
      {label ? <span className="sr-only">{`${label} `}</span> : null}
      {state}
    </span>
  );
}
