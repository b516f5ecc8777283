/**
 * The proposal the client receives: letterhead, the job and its
 * people, every line with its picture, description, unit and install price
 * and line total, the totals with tax, payment terms and an acceptance
 * block. Never a budget figure.
 *
 * With them: the estimator beside the project manager, the valid-until date,
 * the currency, the client's PO, the job's scope notes after the lines, the
 * deposit due, and the company's countersignature beside the client's.
 */
import { Fragment } from 'react';
import type { ProposalModel, ProposalRow } from '~/domain/proposal/document';
import { JobBanner, LinePicture, Letterhead, PartyBlocks } from './document-parts';
import { ProposalClosing } from './proposal-closing';

/** One tbody per line: a line and its picture never part across pages. A choice's mark ('Recommended', 'Not chosen') prints under its name. */
function LineRow({ row, largePictures }: { row: ProposalRow; largePictures: boolean }) {
  const large = largePictures ? (row.picture ?? row.image) : row.picture;
  const classes = ['line', large ? 'with-picture' : '', large && largePictures ? 'large' : '', row.mark === 'Not chosen' ? 'not-chosen' : ''].filter(Boolean).join(' ');
  return (
    <tbody className={classes}>
      <tr className={row.sub ? 'sub' : undefined}>
        <td className="num">{row.number}</td>
        <td className="qty">{row.quantity}</td>
        <td className="item">{large ? null : <LinePicture image={row.image} icon={row.icon} />}</td>
        <td className="desc">
          <p className="line-name">{row.name}</p>
          {row.description && row.description !== row.name ? <p className="line-desc">{row.description}</p> : null}
          {row.mark ? <p className="line-mark">{row.mark}</p> : null}
        </td>
        <td className="money">{row.unitPrice}</td>
        <td className="money">{row.installPrice}</td>
        <td className="money strong">{row.lineTotal}</td>
      </tr>
      {large ? (
        <tr className="picture-row">
          <td colSpan={2} />
          <td colSpan={5}>
            <img className="line-picture" src={large} alt={`Picture of ${row.name}`} />
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/**
 * `largePictures`: each line with a picture (its own, else the catalogue's)
 * takes half a page, the picture filling it; otherwise a line's own picture
 * prints below it at a readable size and catalogue images stay thumbnails.
 */
export function ProposalDocument({ model, largePictures = false }: { model: ProposalModel; largePictures?: boolean }) {
  const { job } = model;
  return (
    <main className="proposal">
      <Letterhead
        party={model}
        title={model.title}
        meta={[
          ['Proposal no.', job.proposalNo],
          ['Version', String(job.versionNumber)],
          ['Date', model.date],
          ['Valid until', model.validUntil],
          ...(job.clientReference ? ([['Client PO / Ref.', job.clientReference]] as [string, string][]) : []),
          ['Currency', job.currency],
          ...(job.taxRegistrationNo ? ([['Tax reg. no.', job.taxRegistrationNo]] as [string, string][]) : []),
        ]}
      />
      <JobBanner party={model} />
      <PartyBlocks party={model} />

      <table className={largePictures ? 'lines large-pictures' : 'lines'}>
        <colgroup>
          <col className="num" />
          <col className="qty" />
          <col className="item" />
          <col />
          <col className="money" />
          <col className="money" />
          <col className="money total" />
        </colgroup>
        <thead>
          <tr>
            <th className="num">#</th>
            <th className="qty">Qty</th>
            <th className="item">Item</th>
            <th className="desc">Description</th>
            <th className="money">Unit price</th>
            <th className="money">Install</th>
            <th className="money">Line total</th>
          </tr>
        </thead>
        {model.rows.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={7} className="empty">
                No line items yet.
              </td>
            </tr>
          </tbody>
        ) : (
          model.sections.map((section) => (
            <Fragment key={section.key}>
              {section.heading ? (
                <tbody className="choice-head">
                  <tr>
                    <th colSpan={7} scope="colgroup">
                      <p className="choice-title">{section.heading}</p>
                      {section.note ? <p className="muted">{section.note}</p> : null}
                    </th>
                  </tr>
                </tbody>
              ) : null}
              {section.rows.map((row) => (
                <LineRow key={row.key} row={row} largePictures={largePictures} />
              ))}
            </Fragment>
          ))
        )}
      </table>

      {job.scopeNotes ? (
        <section className="scope">
          <h2>Scope notes and exclusions</h2>
          <p className="notes">{job.scopeNotes}</p>
        </section>
      ) : null}

      {/* Totals, terms and acceptance stay together: the signature block never sits alone on a page. */}
      <ProposalClosing model={model} />
    </main>
  );
}
