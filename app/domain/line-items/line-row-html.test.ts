import { describe, expect, it } from 'vitest';
import type { LineItemRow } from './line-item-display';
import { surveyLine } from './line-item-rows.test-data';
import { lineRowCellsHtml, rowMenuHtml } from './line-row-html';

const links = { editHref: '/job/cjr/B-1/items/7/edit', actionHref: '/job/cjr/B-1/items/7?v=2&tab=budget', jobHref: '/job/cjr/B-1' };

describe('a row menu as HTML', () => {
  it('is one link to the row when closed, and the button, Edit and one form of Delete, Move up and Move down when open', () => {
    expect(rowMenuHtml(7, 'Survey', links, { position: 1, count: 2, open: false, locked: false })).toBe(
      '<a href="/job/cjr/B-1/items/7?v=2&#38;tab=budget#line-7" aria-label="Actions for Survey" aria-expanded="false"></a>',
    );
    expect(rowMenuHtml(7, 'Survey', links, { position: 2, count: 3, open: true, locked: false })).toBe(
      '<a href="/job/cjr/B-1#line-7" aria-label="Actions for Survey" aria-expanded="true"></a>' +
        '<div role="group" aria-label="Actions for Survey" data-testid="row-menu"><a href="/job/cjr/B-1/items/7/edit">Edit</a>' +
        '<form method="post" action="/job/cjr/B-1/items/7?v=2&#38;tab=budget"><input type="hidden" name="v" value="2"><input type="hidden" name="tab" value="budget">' +
        '<button name="intent" value="delete" formmethod="get">Delete</button><button name="intent" value="move-up">Move up</button>' +
        '<button name="intent" value="move-down">Move down</button></form></div>',
    );
  });

  it('offers no Move up on the first row, no Move down on the last, and only View on a locked version', () => {
    const first = rowMenuHtml(7, 'Survey', links, { position: 1, count: 1, open: true, locked: false });
    expect(first).not.toContain('move-up');
    expect(first).not.toContain('move-down');
    const locked = rowMenuHtml(7, 'Survey', links, { position: 1, count: 2, open: true, locked: true });
    expect(locked).toContain('<a href="/job/cjr/B-1/items/7/edit">View</a>');
    expect(locked).not.toContain('<form');
  });
});

describe('a row whose line is named like markup', () => {
  const hostile = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;
  const line: LineItemRow = {
    ...surveyLine,
    id: 9,
    name: hostile,
    description: hostile,
    choice: hostile,
    chosen: 'Chosen',
    signCountChanges: [{ counter: hostile, priced: 1, now: 2 }],
  };

  it('shows every text as typed, in cells, labels and the menu', () => {
    const menu = { ...links, position: 1, count: 2, open: true, locked: false };
    const html = lineRowCellsHtml({ item: line, columns: ['qty', 'item', 'description', 'unitPrice'], showMargin: true, menu });
    expect(html).not.toMatch(/<img src=x|<script|onerror=alert\(1\)>/);
    expect(html).toContain('aria-label="Actions for &#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#60;script&#62;alert(2)&#60;/script&#62;"');
    expect(html).toContain('<b>&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#60;script&#62;alert(2)&#60;/script&#62;</b>');
    expect(html.match(/<td>/g)).toHaveLength(5);
  });

  it('leaves out the Re-price link on a locked version', () => {
    const menu = { ...links, position: 1, count: 2, open: false, locked: true };
    const html = lineRowCellsHtml({ item: line, columns: ['description'], showMargin: false, menu });
    expect(html).toContain('data-testid="sign-counts-changed"');
    expect(html).not.toContain('intent=reprice');
  });
});
