/**
 * One row of the line-item table. A job can hold hundreds of lines, so a row
 * is one React element whose cells are HTML made from the line
 * (domain/line-items/line-row-html.ts says what and why): the row and its
 * cells have no class (app.css styles them by their place, .li-rows >
 * tr[id^='line-'] > td:nth-child(n), the phones' money labels included, from
 * the table's tab class), a service's icon and a margin flag's icon are a
 * <use> of the table's sprite (LineItemIconSprite), and the row has no hooks,
 * effects or listeners of its own (the table body handles its menus, drag and
 * focus; line-item-table-hooks.ts). A new per-row mark goes into
 * line-row-html.ts.
 */
import { memo } from 'react';
import { ServiceIcon } from '~/components/ui/service-icon';
import { MARGIN_FLAG_ICONS } from './line-margin-flag';
import type { MarginFlag } from '~/domain/pricing/margin';
import { isImageUrl, lineRowCellsHtml, marginFlagIconId, serviceIconId } from '~/domain/line-items/line-row-html';
import type { LineItemColumn, LineItemRow } from '~/domain/line-items/line-item-display';

/**
 * The icons the rows use, once each: services' icons and, where the tab shows
 * margins, the margin flags' icons. The rows show them with <use>.
 */
export function LineItemIconSprite({ items, margins }: { items: readonly LineItemRow[]; margins: boolean }) {
  const icons = new Map<string, string>();
  const flags = new Set<MarginFlag>();
  for (const item of items) {
    if (!item.picture && !item.image && item.icon && !isImageUrl(item.icon)) icons.set(serviceIconId(item.icon), item.icon);
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
 * rows whose line did not change. Its cells are set from one string: React
 * writes it on the server and leaves it as it came when it hydrates, and
 * writes it again only when it changes (the line, its place, its menu).
 */
export const LineItemTableRow = memo(function LineItemTableRow({ item, columns, showMargin, position, count, editHref, actionHref, jobHref, menuOpen, locked = false }: LineItemTableRowProps) {
  const menu = editHref && actionHref && jobHref ? { editHref, actionHref, jobHref, position, count, open: menuOpen, locked } : null;
  return <tr id={`line-${item.id}`} data-testid="line-item-row" dangerouslySetInnerHTML={{ __html: lineRowCellsHtml({ item, columns, showMargin, menu }) }} />;
});
