/**
 * A line's margin flag: 'Loss' (priced below its budget) or 'Low
 * margin' (under the brand's target), an icon and words beside the colour, with
 * the margin percent. The figures come from domain/pricing/margin.ts (on the
 * job page from the server's loader; in the Add/Edit panel from the same pure
 * functions), never worked out here. Styled by its one class (app.css
 * .li-flag, its colours by data-flag): the job page shows up to one per line.
 */
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { formatMarginPercent, MARGIN_FLAG_LABELS, type MarginFlag } from '~/domain/pricing/margin';

/** Each flag's icon. */
export const MARGIN_FLAG_ICONS = { loss: TriangleAlert, low: CircleAlert } as const;

/** The id of a flag's icon in the line-item table's sprite (LineItemIconSprite). */
export const marginFlagIconId = (flag: MarginFlag) => `li-icon-${flag}`;

export function LineMarginFlag({
  flag,
  percentTenths,
  targetPercent,
  className,
  fromSprite = false,
}: {
  flag: MarginFlag | null | undefined;
  percentTenths: number | null;
  /** Said beside a Low margin flag (what it is under). */
  targetPercent?: number;
  className?: string;
  /** The icon is a <use> of the line-item table's sprite (a table row), not its own inline SVG. */
  fromSprite?: boolean;
}) {
  if (!flag) return null;
  const Icon = MARGIN_FLAG_ICONS[flag];
  const why = flag === 'loss' ? 'priced below budget' : targetPercent !== undefined ? `under the ${targetPercent}% target` : 'under the target';
  return (
    <span className={className ? `li-flag ${className}` : 'li-flag'} data-testid="margin-flag" data-flag={flag}>
      {fromSprite ? (
        <svg aria-hidden="true">
          <use href={`#${marginFlagIconId(flag)}`} />
        </svg>
      ) : (
        <Icon aria-hidden="true" />
      )}
      {MARGIN_FLAG_LABELS[flag]}
      {/* Each text one string: no `<!-- -->` between its pieces in the page. */}
      <span>
        {` ${formatMarginPercent(percentTenths)}`}
        <span className="sr-only">{` margin, ${why}`}</span>
      </span>
    </span>
  );
}
