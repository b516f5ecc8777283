/**
 * The invoice the client receives, in the proposal's look: letterhead with the invoice's facts, the job
 * banner and parties, the lines billed (in words, no pictures), the approved totals, what this invoice
 * bills and the amount due, and how to pay. Every value arrives as text (app/domain/invoices/invoice-document.ts).
 */
import type { InvoiceDocumentModel } from '~/domain/invoices/invoice-document';
import { JobBanner, Letterhead, PartyBlocks } from './document-parts';

export const INVOICE_CSS = `.amount-due{margin-top:14pt;padding:10pt 12pt;border:1.5pt solid #0f172a;border-radius:6pt;display:flex;justify-content:space-between;align-items:baseline;gap:12pt;break-inside:avoid}
.amount-due .figure{font-size:16pt;font-weight:700}
.how-to-pay{margin-top:12pt;break-inside:avoid}
.invoice-bottom{display:grid;grid-template-columns:1fr auto;gap:22pt;align-items:start;margin-top:10pt;break-inside:avoid}`;

export function InvoiceDocument({ model }: { model: InvoiceDocumentModel }) {
  return (
    <main className="proposal">
      <Letterhead party={model.party} title={model.title} meta={model.meta} />
      <JobBanner party={model.party} />
      <PartyBlocks party={model.party} clientTitle="Bill to" />
      <table className="lines">
        <colgroup>
          <col className="num" />
          <col className="qty" />
          <col />
          <col className="money total" />
        </colgroup>
        <thead>
          <tr>
            <th className="num">#</th>
            <th className="qty">Qty</th>
            <th className="desc">Billed for</th>
            <th className="money">Line total</th>
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <tr key={row.key} className={row.sub ? 'sub' : undefined}>
              <td className="num">{row.number}</td>
              <td className="qty">{row.quantity}</td>
              <td className="desc">
                <p className="line-name">{row.name}</p>
                {row.description && row.description !== row.name ? <p className="line-desc">{row.description}</p> : null}
              </td>
              <td className="money strong">{row.lineTotal}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="invoice-bottom">
        <div className="how-to-pay">
          <h2>How to pay</h2>
          <p className="notes">{model.howToPay}</p>
          <p className="muted">Please quote the invoice number with your payment.</p>
        </div>
        <div className="totals-block">
          <table className="totals">
            <tbody>
              {model.totals.map(([label, value], i) => (
                <tr key={label} className={i === model.totals.length - 1 ? 'grand' : undefined}>
                  <th>{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
              {model.billing.map(([label, value], i) => (
                <tr key={`${label}-${i}`} className={i === 0 ? 'rule' : i === model.billing.length - 1 ? 'deposit' : undefined}>
                  <th>{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="currency-note muted">{model.taxNote}</p>
          <p className="currency-note muted">{model.currencyNote}</p>
        </div>
      </section>
      <section className="amount-due">
        <div>
          <h2>Amount due</h2>
          <p>{model.dueText}</p>
        </div>
        <p className="figure">{model.amountDue}</p>
      </section>
    </main>
  );
}
