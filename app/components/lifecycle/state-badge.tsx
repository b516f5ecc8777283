import { stateBadgeClass, type ShownState } from '~/domain/lifecycle/states';

/**
 * A version's or job's state as a word in a coloured pill; the word is always there, colour only helps. Styled
 * by app.css (.state-badge and its tone-* colours; the jobs list's rows, written as HTML, use the same
 * classes: domain/jobs/job-rows-html.ts). `whose` prints whose
 * state it is before the word ('Job · Approved', 'Version 2 · Draft') where two badges stand side by side.
 */
export function StateBadge({ state, label, whose, testId = 'state-badge' }: { state: ShownState; label?: string; whose?: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-state={state}
      className={stateBadgeClass(state)}
    >
      {label ? <span className="sr-only">{`${label} `}</span> : null}
      {whose ? `${whose} · ` : null}
      {state}
    </span>
  );
}
