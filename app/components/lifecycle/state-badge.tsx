import { STATE_TONE, type ShownState } from '~/domain/lifecycle/states';

/** Text and background pairs with at least 4.5:1 contrast; the word is always there, colour only helps. */
const TONES: Record<(typeof STATE_TONE)[ShownState], string> = {
  slate: 'bg-slate-100 text-slate-700 ring-slate-300',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  zinc: 'bg-zinc-100 text-zinc-700 ring-zinc-300',
};

/** A version's or job's state as a word in a coloured pill. */
export function StateBadge({ state, label }: { state: ShownState; label?: string }) {
  return (
    <span
      data-testid="state-badge"
      data-state={state}
      className={`state-badge ${TONES[STATE_TONE[state]]}`}
    >
      {label ? <span className="sr-only">{`${label} `}</span> : null}
      {state}
    </span>
  );
}
