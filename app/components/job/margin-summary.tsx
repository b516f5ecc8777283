/**
 * Under the Price Summary's margin: how many lines are flagged Loss or Low
 * margin, linking to the first (a plain #anchor to its row, so it works
 * without JavaScript). The counts come from versionMargin() on the server.
 */
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { VersionMargin } from '~/domain/pricing/margin';

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

export function MarginFlags({ margin }: { margin: VersionMargin }) {
  const flagged = margin.lossCount + margin.lowCount;
  if (flagged === 0 || margin.firstFlaggedId === null) {
    return (
      <p className="mt-2 flex items-center gap-1 text-xs text-slate-600" data-testid="summary-flags">
        <CircleCheck aria-hidden="true" className="h-3.5 w-3.5 text-green-700" />
        No line under the {margin.targetPercent}% target
      </p>
    );
  }
  const Icon = margin.lossCount ? TriangleAlert : CircleAlert;
  const parts = [margin.lossCount ? `${margin.lossCount} Loss` : null, margin.lowCount ? `${margin.lowCount} Low margin` : null].filter(Boolean).join(', ');
  return (
    <p
      className={`mt-2 flex flex-wrap items-center gap-1 rounded border px-2 py-1 text-xs ${margin.lossCount ? 'border-red-300 bg-red-50 text-red-800' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
      data-testid="summary-flags"
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span>
        {lines(flagged)} flagged ({parts}).
      </span>
      <a href={`#line-${margin.firstFlaggedId}`} className="font-medium underline underline-offset-2" data-testid="first-flagged-link">
        Go to the first
      </a>
    </p>
  );
}
