/**
 * A line-item row's cells as one HTML string
 * (docs/speed.md § What made it faster). The job page's table keeps one React
 * element per row (keyed by line, so drag to reorder, a pending move and a
 * changed line re-render only what changed) and sets the row's cells from
 * this string, on the server and in the browser alike: React writes it on
 * the server and, hydrating, leaves it as it came. A 300-line job no longer
 * builds some 5,000 components and elements in the browser before it answers.
 * Nothing in a cell needs React: the row menus' links and forms and a stale
 * line's Re-price link are handled by the table body's one set of handlers
 * (components/job/line-item-table-hooks.ts), which also puts focus back on a
 * row's menu button when its cells are written again.
 *
 * The markup is what app.css styles by place (.li-rows > tr[id^='line-'] >
 * td:nth-child(n)); every text from the database is escaped (escapeHtml).
 */
import { escapeHtml } from '~/domain/html-text';
import { serviceIconName } from '~/domain/catalogue/service-icons';
import { thumbnailSrc } from '~/domain/catalogue/image-thumbnails';
import { formatMarginPercent, MARGIN_FLAG_LABELS } from '~/domain/pricing/margin';
import { SIGN_COUNT_MESSAGES, signCountChangeText } from '~/domain/pricing/sign-counts';
import { repriceConfirmHref } from './panel-urls';
import { lineMoneyCells, type LineItemColumn, type LineItemRow, type LineMoneyCells } from './line-item-display';

/** An icon or picture address the ITEM cell shows as an image (else an icon's name or emoji). */
export const isImageUrl = (value: string) => /^(\/|https?:|data:image\/)/.test(value);

/** The id of a service icon's <symbol> in the table's sprite (LineItemIconSprite). */
export const serviceIconId = (icon: string) => `li-icon-${serviceIconName(icon)}`;

/** The id of a margin flag's icon in the same sprite. */
export const marginFlagIconId = (flag: 'loss' | 'low') => `li-icon-${flag}`;

const PLACEHOLDER_PATH =
  'm2.25 15.75 5.159-5.159a2.25 2.25 0 0 1 3.182 0l5.159 5.159m-1.5-1.5 1.409-1.409a2.25 2.25 0 0 1 3.182 0l2.909 2.909M3.75 21h16.5A2.25 2.25 0 0 0 22.5 18.75V5.25A2.25 2.25 0 0 0 20.25 3H3.75A2.25 2.25 0 0 0 1.5 5.25v13.5A2.25 2.25 0 0 0 3.75 21Z';

/**
 * The ITEM cell: the line's own picture (its full size opens from it), the
 * sign's image, the service's icon (from the sprite, or an image URL), else a
 * plain placeholder tile. A tile is one <svg role="img"> named by the line.
 */
function itemPicture(item: LineItemRow): string {
  const name = escapeHtml(item.name);
  if (item.picture) {
    const picture = escapeHtml(item.picture);
    return `<a href="${picture}" target="_blank" rel="noopener" aria-label="Picture of ${name} (opens full size)"><img src="${picture}" alt="" loading="lazy"></a>`;
  }
  const src = item.image ?? (item.icon && isImageUrl(item.icon) ? item.icon : null);
  if (src) return `<img src="${escapeHtml(thumbnailSrc(src))}" alt="${name}" loading="lazy">`;
  if (item.icon) return `<svg role="img" aria-label="${name}"><use href="#${escapeHtml(serviceIconId(item.icon))}"></use></svg>`;
  return (
    `<svg role="img" aria-label="${name}" class="li-none" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5">` +
    `<path stroke-linecap="round" stroke-linejoin="round" d="${PLACEHOLDER_PATH}"></path></svg>`
  );
}

/** The line's margin flag, in words beside its colour and icon, with the margin percent (no flag: nothing). */
function marginFlag(item: LineItemRow): string {
  const flag = item.margin?.flag;
  if (!flag) return '';
  const why = flag === 'loss' ? 'priced below budget' : 'under the target';
  return (
    `<span class="li-flag" data-testid="margin-flag" data-flag="${flag}"><svg aria-hidden="true"><use href="#${marginFlagIconId(flag)}"></use></svg>` +
    `${MARGIN_FLAG_LABELS[flag]}<span> ${formatMarginPercent(item.margin?.percentTenths ?? null)}<span class="sr-only"> margin, ${why}</span></span></span>`
  );
}

/**
 * The DESCRIPTION cell: the name (and, in words, a price typed by hand), the
 * description, the client's choice the line offers and whether it was chosen,
 * a note when its formula's sign counts changed (with Re-price, a link to the
 * row's confirmation, unless the version is locked) and the margin flag.
 */
function description(item: LineItemRow, actionHref: string | null, showMargin: boolean): string {
  const name = escapeHtml(item.name);
  const mode = item.pricingMode === 'Edited' || item.pricingMode === 'Custom' ? `<span class="li-mode" data-testid="pricing-mode">${item.pricingMode}<span class="sr-only"> pricing</span></span>` : '';
  let html = item.level === 1 ? `<span class="pl-4">${escapeHtml(item.description)}</span>` : `<span><b>${name}${mode}</b>${escapeHtml(item.description)}</span>`;
  if (item.choice) {
    html += `<span class="li-choice" data-testid="line-choice-mark">${escapeHtml(item.choice)}</span>`;
    if (item.chosen) {
      html += `<span class="li-choice" data-chosen="${escapeHtml(item.chosen)}" data-testid="line-chosen-mark">${item.chosen === 'Chosen' ? 'Chosen' : 'Not chosen · not in the total'}</span>`;
    }
  }
  const changes = item.signCountChanges ?? [];
  if (changes.length > 0) {
    const reprice = actionHref ? ` <a href="${escapeHtml(repriceConfirmHref(actionHref))}">Re-price<span class="sr-only"> ${name} with the job&#39;s sign counts</span></a>` : '';
    html += `<span class="li-stale" data-testid="sign-counts-changed">${escapeHtml(`${SIGN_COUNT_MESSAGES.changed} (${signCountChangeText(changes)}).`)}${reprice}</span>`;
  }
  return showMargin ? html + marginFlag(item) : html;
}

function cell(key: LineItemColumn, item: LineItemRow, money: LineMoneyCells, actionHref: string | null, showMargin: boolean): string {
  switch (key) {
    case 'qty':
      return String(item.quantity);
    case 'item':
      return itemPicture(item);
    case 'description':
      return description(item, actionHref, showMargin);
    default:
      return money[key];
  }
}

export type RowMenuLinks = {
  /** The row's Edit panel (on a locked version its read-only View). */
  editHref: string;
  /** The row's action route (intents delete, move); a GET of it shows the job page with this row's menu open. */
  actionHref: string;
  /** The job page itself (the open menu's button closes it there). */
  jobHref: string;
};

/**
 * A row's 'Actions for ...' button and, open, its Edit / Delete / Move up /
 * Move down (on a locked version only View). Closed it is one link, to the
 * row's own URL, which shows the job page with this row's menu open: it works
 * without JavaScript. Each action is a real link or a button of one small form
 * posting to the row's action. Without JavaScript, Delete asks first (a GET of
 * the row's URL with intent=delete: the version and tab ride along as fields,
 * since a GET form drops the action's own query); with it, the table posts at
 * once and the toast offers Undo.
 */
export function rowMenuHtml(lineId: number, name: string, links: RowMenuLinks, at: { position: number; count: number; open: boolean; locked: boolean }): string {
  const label = escapeHtml(`Actions for ${name}`);
  const hash = `#line-${lineId}`;
  if (!at.open) return `<a href="${escapeHtml(links.actionHref + hash)}" aria-label="${label}" aria-expanded="false"></a>`;
  const button = `<a href="${escapeHtml(links.jobHref + hash)}" aria-label="${label}" aria-expanded="true"></a>`;
  const edit = `<a href="${escapeHtml(links.editHref)}">${at.locked ? 'View' : 'Edit'}</a>`;
  // Nothing on a locked version's line can change: a read-only View, no Edit, Delete or Move.
  if (at.locked) return `${button}<div role="group" aria-label="${label}" data-testid="row-menu">${edit}</div>`;
  const query = links.actionHref.includes('?') ? [...new URLSearchParams(links.actionHref.split('?')[1])] : [];
  const fields = query.map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`).join('');
  const up = at.position > 1 ? '<button name="intent" value="move-up">Move up</button>' : '';
  const down = at.position < at.count ? '<button name="intent" value="move-down">Move down</button>' : '';
  return (
    `${button}<div role="group" aria-label="${label}" data-testid="row-menu">${edit}` +
    `<form method="post" action="${escapeHtml(links.actionHref)}">${fields}<button name="intent" value="delete" formmethod="get">Delete</button>${up}${down}</form></div>`
  );
}

export type LineRowCells = {
  item: LineItemRow;
  columns: readonly LineItemColumn[];
  /** The tab shows prices: a line's margin flag shows under its description. */
  showMargin: boolean;
  /** The row's menu (the job page); null: a table without row actions. */
  menu: (RowMenuLinks & { position: number; count: number; open: boolean; locked: boolean }) | null;
};

/** The cells of one line's row: the tab's columns, then its menu where the table has row actions. */
export function lineRowCellsHtml({ item, columns, showMargin, menu }: LineRowCells): string {
  const money = lineMoneyCells(item);
  // A locked version's stale line offers no Re-price.
  const actionHref = menu && !menu.locked ? menu.actionHref : null;
  let html = '';
  for (const key of columns) html += `<td>${cell(key, item, money, actionHref, showMargin)}</td>`;
  if (menu) html += `<td>${rowMenuHtml(item.id, item.name, menu, menu)}</td>`;
  return html;
}
