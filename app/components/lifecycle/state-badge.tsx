import { STATE_TONE, type ShownState } from '~/domain/lifecycle/states';

/**
 * A version's or job's state as a word in a coloured pill; the word is always there, colour only helps. Styled
 * by app.css (.state-badge and its tone-* colours), so the 25 rows of a jobs list carry two short classes each,
 * and `bare` (the list's rows) leaves out the test hooks the job page's badges carry. `whose` prints whose
 * state it is before the word ('Job · Approved', 'Version 2 · Draft') where two badges stand side by side.
 */
export function StateBadge({ state, label, bare = false, whose, testId = 'state-badge' }: { state: ShownState; label?: string; bare?: boolean; whose?: string; testId?: string }) {
  return (
    <span
      data-testid={bare ? undefined : testId}
      data-state={bare ? undefined : state}
      className={`state-badge tone-${STATE_TONE[state]}`}
    >
      {label ? <span className="sr-only">{`${label} `}</span> : null}
      {whose ? `${whose} · ` : null}
      {state}
    </span>
  );
}
