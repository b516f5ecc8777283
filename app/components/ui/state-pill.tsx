/** A record's state in words on a small coloured pill (the colour only repeats the word): Applied, Scheduled, Undone... */
const TONES = {
  done: 'bg-emerald-100 text-emerald-900',
  waiting: 'bg-amber-100 text-amber-900',
  over: 'bg-slate-100 text-slate-700',
} as const;

export function StatePill({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={`mr-2 rounded px-2 py-0.5 text-xs ${TONES[tone]}`}>{children}</span>;
}
