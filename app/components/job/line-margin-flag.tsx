/**
 * A line's margin flag (issue 24): 'Loss' (priced below its budget) or 'Low
 * margin' (under the brand's target), an icon and words beside the colour, with
 * the margin percent. The figures come from domain/pricing/margin.ts (on the
 * job page from the server's loader; in the Add/Edit panel from the same pure
 * functions), never worked out here.
 */
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { formatMarginPercent, MARGIN_FLAG_LABELS, type MarginFlag } from '~/domain/pricing/margin';

const STYLE: Record<MarginFlag, string> = {
  loss: 'border-red-300 bg-red-50 text-red-800',
  low: 'border-amber-300 bg-amber-50 text-amber-900',
};

export function LineMarginFlag({
  flag,
  percentTenths,
  targetPercent,
  className = '',
}: {
  flag: MarginFlag | null | undefined;
  percentTenths: number | null;
  /** Said beside a Low margin flag (what it is under). */
  targetPercent?: number;
  className?: string;
}) {
  if (!flag) return null;
  const Icon = flag === 'loss' ? TriangleAlert : CircleAlert;
  const why = flag === 'loss' ? 'priced below budget' : targetPercent !== undefined ? `under the ${targetPercent}% target` : 'under the target';
  return (
    <span
      className={`mt-1 inline-flex w-fit items-center gap-1 rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${STYLE[flag]} ${className}`}
      data-testid="margin-flag"
      data-flag={flag}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {MARGIN_FLAG_LABELS[flag]}
      <span className="font-normal">
        {' '}
        {formatMarginPercent(percentTenths)}
        <span className="sr-only"> margin, {why}</span>
      </span>
    </span>
  );
}
