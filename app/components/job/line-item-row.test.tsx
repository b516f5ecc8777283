import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LineItemRow } from '~/domain/line-items/line-item-display';
import { surveyLine } from '~/domain/line-items/line-item-rows.test-data';
import { LineItemIconSprite, LineItemTableRow } from './line-item-row';

const survey: LineItemRow = {
  ...surveyLine,
  id: 20115,
  signCountChanges: [{ counter: 'Wall Signs', priced: 2, now: 100 }],
  margin: { flag: 'low', percentTenths: 200 },
};

const row = (item: LineItemRow, showMargin = true) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <LineItemTableRow
          item={item}
          columns={['qty', 'item', 'description', 'unitPrice', 'installPrice', 'unitBudget', 'installBudget']}
          showMargin={showMargin}
          position={1}
          count={2}
          editHref={`/job/cjr/B-1/items/${item.id}/edit`}
          actionHref={`/job/cjr/B-1/items/${item.id}`}
          jobHref="/job/cjr/B-1"
          menuOpen={false}
        />
      </tbody>
    </table>,
  );

describe('a line-item row, with as little markup per line as it can', () => {
  it('is one <tr id=line-N> whose cells carry no class but the menu link and its words', () => {
    const html = row(survey);
    expect(html).toContain('<tr id="line-20115" data-testid="line-item-row"><td>1</td><td><svg role="img" aria-label="Survey">');
    expect(html).not.toContain('data-line-id');
    expect(html.match(/<td>/g)).toHaveLength(8);
    expect(html).toContain('<td><a href="/job/cjr/B-1/items/20115#line-20115" aria-label="Actions for Survey" aria-expanded="false"></a></td>');
    expect(html).toContain('<td>N/A</td><td>$595.00</td><td>N/A</td><td>$357.00</td>');
  });

  it("shows the margin flag with the sprite's icon and its words in whole strings", () => {
    const html = row(survey);
    expect(html).toContain(
      '<span class="li-flag" data-testid="margin-flag" data-flag="low"><svg aria-hidden="true"><use href="#li-icon-low"></use></svg>Low margin<span> 20.0%<span class="sr-only"> margin, under the target</span></span></span>',
    );
    expect(html).not.toContain('lucide');
    expect(row(survey, false)).not.toContain('margin-flag');
  });

  it('keeps the stale note and its Re-price link to the preview, named for the line', () => {
    const html = row(survey);
    expect(html).toContain(
      '<span class="li-stale" data-testid="sign-counts-changed">The job&#x27;s sign counts changed since this was priced (Wall Signs: priced for 2, now 100). <a href="/job/cjr/B-1/items/20115?intent=reprice">Re-price<span class="sr-only"> Survey with the job&#x27;s sign counts</span></a></span>',
    );
  });
});

describe('the table sprite', () => {
  it("holds each service icon and, where margins show, each flag's icon once", () => {
    const html = renderToStaticMarkup(<LineItemIconSprite items={[survey, { ...survey, id: 2, margin: { flag: 'loss', percentTenths: -10 } }]} margins />);
    expect(html.match(/<symbol id="li-icon-ruler"/g)).toHaveLength(1);
    expect(html).toContain('<symbol id="li-icon-low"');
    expect(html).toContain('<symbol id="li-icon-loss"');
    expect(renderToStaticMarkup(<LineItemIconSprite items={[survey]} margins={false} />)).not.toContain('li-icon-low');
  });
});
