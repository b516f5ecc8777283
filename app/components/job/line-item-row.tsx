/**
 * One row of the line-item table and its cells. A job can hold hundreds of
 * lines, so a row carries as little markup as it can: the row and its cells
 * have no class (app.css styles them by their place, .li-rows > tr[id^='line-']
 * > td:nth-child(n), the phones' money labels included, from the table's tab
 * class; the name is the description's <b>), a service's icon and a
 * margin flag's icon are a <use> of the table's sprite (LineItemIconSprite),
 * and the row has no hooks, effects or listeners of its own (the table body
 * handles its menus, drag and focus; line-item-table-hooks.ts).
 * A new per-row mark goes in as a small component of its own beside the others
 * in `LineItemCell` or the row.
 */
import { memo, type ReactNode } from 'react';
import { RowMenu } from '~/components/line-items/row-menu';
import { ServiceIcon } from '~/components/ui/service-icon';
import { LineMarginFlag, MARGIN_FLAG_ICONS, marginFlagIconId } from './line-margin-flag';
import { serviceIconName } from '~/domain/catalogue/service-icons';
import { thumbnailSrc } from '~/domain/catalogue/image-thumbnails';
import type { MarginFlag } from '~/domain/pricing/margin';
import { SIGN_COUNT_MESSAGES, signCountChangeText } from '~/domain/pricing/sign-counts';
import { repriceConfirmHref } from '~/domain/line-items/panel-urls';
import { lineMoneyCells, type LineItemColumn, type LineItemRow, type LineMoneyCells } from '~/domain/line-items/line-item-display';

const isImageUrl = (value: string) => /^(\/|https?:|data:image\/)/.test(value);

/** The id of a service icon's <symbol> in the table's sprite. */
const iconId = (icon: string) => `li-icon-${serviceIconName(icon)}`;

/**
 * The icons the rows use, once each: services' icons and, where the tab shows
 * margins, the margin flags' icons. The rows show them with <use>.
 */
export function LineItemIconSprite({ items, margins }: { items: readonly LineItemRow[]; margins: boolean }) {
  const icons = new Map<string, string>();
  const flags = new Set<MarginFlag>();
  for (const item of items) {
    if (!item.picture && !item.image && item.icon && !isImageUrl(item.icon)) icons.set(iconId(item.icon), item.icon);
    if (margins && item.margin?.flag) flags.add(item.margin.flag);
  }
  if (icons.size === 0 && flags.size === 0) return null;
  return (
    <svg className="hidden" aria-hidden="true">
      {[...icons].map(([id, icon]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <ServiceIcon icon={icon} className="" />
        </symbol>
      ))}
      {[...flags].map((flag) => {
        const Icon = MARGIN_FLAG_ICONS[flag];
        return (
          <symbol key={flag} id={marginFlagIconId(flag)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

/**
 * The ITEM cell: the line's own picture, the sign's image, the service's icon
 * (SVG, or an image URL), else a plain placeholder tile. A tile is the one
 * <svg role="img"> named by the line (app.css draws its box).
 */
function ItemPicture({ item }: { item: LineItemRow }) {
  if (item.picture) {
    // The line's own picture (a rendering or site photo): the full size opens from it.
    return (
      <a href={item.picture} target="_blank" rel="noopener" aria-label={`Picture of ${item.name} (opens full size)`}>
        <img src={item.picture} alt="" loading="lazy" />
      </a>
    );
  }
  const src = item.image ?? (item.icon && isImageUrl(item.icon) ? item.icon : null);
  if (src) return <img src={thumbnailSrc(src)} alt={item.name} loading="lazy" />;
  if (item.icon) {
    return (
      <svg role="img" aria-label={item.name}>
        <use href={`#${iconId(item.icon)}`} />
      </svg>
    );
  }
  return (
    <svg role="img" aria-label={item.name} className="li-none" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5}>
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m2.25 15.75 5.159-5.159a2.25 2.25 0 0 1 3.182 0l5.159 5.159m-1.5-1.5 1.409-1.409a2.25 2.25 0 0 1 3.182 0l2.909 2.909M3.75 21h16.5A2.25 2.25 0 0 0 22.5 18.75V5.25A2.25 2.25 0 0 0 20.25 3H3.75A2.25 2.25 0 0 0 1.5 5.25v13.5A2.25 2.25 0 0 0 3.75 21Z"
      />
    </svg>
  );
}

/**
 * A formula service priced from sign counts the job no longer has: said on
 * the line, with Re-price, a link to the row's confirmation (its new price
 * old -> new before anything is saved), which works without JavaScript; the
 * tbody's handler follows it client-side with JavaScript.
 */
function SignCountsNote({ item, actionHref }: { item: LineItemRow; actionHref: string | null }) {
  const changes = item.signCountChanges ?? [];
  if (changes.length === 0) return null;
  return (
    <span className="li-stale" data-testid="sign-counts-changed">
      {`${SIGN_COUNT_MESSAGES.changed} (${signCountChangeText(changes)}).`}
      {actionHref ? (
        <>
          {' '}
          <a href={repriceConfirmHref(actionHref)}>
            Re-price<span className="sr-only">{` ${item.name} with the job's sign counts`}</span>
          </a>
        </>
      ) : null}
    </span>
  );
}

/** The client's choice the line offers and, on an approved version, whether it was chosen: in words, not colour alone. */
function ChoiceNote({ item }: { item: LineItemRow }) {
  if (!item.choice) return null;
  return (
    <>
      <span className="li-choice" data-testid="line-choice-mark">
        {item.choice}
      </span>
      {item.chosen ? (
        <span className="li-choice" data-chosen={item.chosen} data-testid="line-chosen-mark">
          {item.chosen === 'Chosen' ? 'Chosen' : 'Not chosen · not in the total'}
        </span>
      ) : null}
    </>
  );
}

/** The DESCRIPTION cell: name (and its pricing mode in words), description, a stale sign-counts note and the margin flag. */
function Description({ item, actionHref, showMargin }: { item: LineItemRow; actionHref: string | null; showMargin: boolean }) {
  return (
    <>
      <span className={item.level === 1 ? 'pl-4' : undefined}>
        {item.level === 1 ? null : (
          <b>
            {item.name}
            {/* In words, not colour alone: a line whose prices were typed by hand is not the catalogue's figure. */}
            {item.pricingMode === 'Edited' || item.pricingMode === 'Custom' ? (
              <span className="li-mode" data-testid="pricing-mode">
                {item.pricingMode}
                <span className="sr-only"> pricing</span>
              </span>
            ) : null}
          </b>
        )}
        {item.description}
      </span>
      <ChoiceNote item={item} />
      <SignCountsNote item={item} actionHref={actionHref} />
      {showMargin ? <LineMarginFlag flag={item.margin?.flag} percentTenths={item.margin?.percentTenths ?? null} fromSprite /> : null}
    </>
  );
}

function cellContent(key: LineItemColumn, item: LineItemRow, money: LineMoneyCells, actionHref: string | null, showMargin: boolean): ReactNode {
  switch (key) {
    case 'qty':
      return item.quantity;
    case 'item':
      return <ItemPicture item={item} />;
    case 'description':
      return <Description item={item} actionHref={actionHref} showMargin={showMargin} />;
    default:
      return money[key];
  }
}

export type LineItemTableRowProps = {
  item: LineItemRow;
  columns: readonly LineItemColumn[];
  /** The tab shows prices: a line's margin flag shows under its description. */
  showMargin: boolean;
  /** 1-based position and the number of rows (the menu's Move up / Move down). */
  position: number;
  count: number;
  /** The row's Edit panel and action route, and the job page; null: a table without row actions (the wizard). */
  editHref: string | null;
  actionHref: string | null;
  jobHref: string | null;
  /** This row's menu is the open one. */
  menuOpen: boolean;
  /** A locked version: the menu offers only View (`editHref`), and a stale line offers no Re-price. */
  locked?: boolean;
};

/**
 * A line's row. Memoised: the job page re-renders on every navigation (opening
 * the Add panel, a pending save), and a 300-line table should not re-render
 * rows whose line did not change.
 */
export const LineItemTableRow = memo(function LineItemTableRow({ item, columns, showMargin, position, count, editHref, actionHref, jobHref, menuOpen, locked = false }: LineItemTableRowProps) {
  const money = lineMoneyCells(item);
  return (
    <tr id={`line-${item.id}`} data-testid="line-item-row">
      {columns.map((key) => (
        <td key={key}>{cellContent(key, item, money, locked ? null : actionHref, showMargin)}</td>
      ))}
      {editHref && actionHref && jobHref ? (
        <td>
          <RowMenu
            lineId={item.id}
            name={item.name}
            position={position}
            count={count}
            editHref={editHref}
            actionHref={actionHref}
            jobHref={jobHref}
            open={menuOpen}
            locked={locked}
          />
        </td>
      ) : null}
    </tr>
  );
});
