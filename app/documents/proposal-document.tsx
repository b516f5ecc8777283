/**
 * The proposal the client receives (issue 9): letterhead, the job and its
 * people, every line with its picture, description, unit and install price
 * and line total, the totals with tax, payment terms and an acceptance
 * block. Never a budget figure.
 */
import type { ProposalModel } from '~/domain/proposal/document';
import { JobBanner, LinePicture, Letterhead, PartyBlocks } from './document-parts';

export const STANDARD_TERMS = [
  'This proposal is valid for 30 days from the date above.',
  'Prices include fabrication and, where an installation amount is shown, installation at the job location.',
  'Permits, landlord approvals and electrical service to the sign location are by others unless listed above.',
  'Colours are matched to the brand standards supplied; artwork is approved in writing before fabrication.',
];

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
        title="Proposal"
        meta={[
          ['Proposal no.', job.proposalNo],
          ['Version', String(job.versionNumber)],
          ['Date', model.date],
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
          // One tbody per line: a line and its picture never part across pages.
          model.rows.map((row) => {
            const large = largePictures ? (row.picture ?? row.image) : row.picture;
            return (
              <tbody key={row.key} className={large ? `line with-picture${largePictures ? ' large' : ''}` : 'line'}>
                <tr className={row.sub ? 'sub' : undefined}>
                  <td className="num">{row.number}</td>
                  <td className="qty">{row.quantity}</td>
                  <td className="item">{large ? null : <LinePicture image={row.image} icon={row.icon} />}</td>
                  <td className="desc">
                    <p className="line-name">{row.name}</p>
                    {row.description && row.description !== row.name ? <p className="line-desc">{row.description}</p> : null}
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
          })
        )}
      </table>

      <section className="totals-block">
        <table className="totals">
          <tbody>
            <tr>
              <th>Items subtotal</th>
              <td>{model.totals.items}</td>
            </tr>
            <tr>
              <th>Installation subtotal</th>
              <td>{model.totals.installation}</td>
            </tr>
            <tr className="rule">
              <th>Subtotal</th>
              <td>{model.totals.subtotal}</td>
            </tr>
            <tr>
              <th>{model.totals.taxLabel}</th>
              <td>{model.totals.tax}</td>
            </tr>
            <tr className="grand">
              <th>Grand total</th>
              <td>{model.totals.grandTotal}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section className="terms keep">
        <h2>Terms</h2>
        <p>
          <span className="strong">Payment terms:</span> {job.jobTerms || 'As agreed'}
        </p>
        <ul>
          {STANDARD_TERMS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>

      <section className="acceptance keep">
        <h2>Acceptance</h2>
        <p>
          The prices, specifications and conditions above are accepted. {model.company.name} is authorized to do the work as
          specified; payment will be made as outlined above.
        </p>
        <div className="sign-lines">
          <div>
            <span className="sign-line" />
            <span className="sign-label">Printed name</span>
          </div>
          <div>
            <span className="sign-line" />
            <span className="sign-label">Signature</span>
          </div>
          <div className="sign-date">
            <span className="sign-line" />
            <span className="sign-label">Date</span>
          </div>
        </div>
      </section>
    </main>
  );
}
