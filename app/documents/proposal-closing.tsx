/**
 * The end of the proposal, printed as one block that never parts across
 * pages (so the acceptance never sits alone on a page): the totals with the
 * tax as the job names it, the grand total in its currency and the deposit
 * due, the terms, and the acceptance with the client's signature and the
 * company's countersignature side by side.
 */
import type { ProposalModel } from '~/domain/proposal/document';

export const STANDARD_TERMS = [
  'Prices include fabrication and, where an installation amount is shown, installation at the job location.',
  'Permits, landlord approvals and electrical service to the sign location are by others unless listed above.',
  'Colours are matched to the brand standards supplied; artwork is approved in writing before fabrication.',
];

function SignLines() {
  return (
    <div className="sign-lines">
      <div className="sign-wide">
        <span className="sign-line" />
        <span className="sign-label">Signature</span>
      </div>
      <div>
        <span className="sign-line" />
        <span className="sign-label">Printed name</span>
      </div>
      <div>
        <span className="sign-line" />
        <span className="sign-label">Date</span>
      </div>
    </div>
  );
}

export function ProposalClosing({ model }: { model: ProposalModel }) {
  const { job, totals } = model;
  return (
    <section className="closing keep">
      <div className="closing-top">
        <div className="terms">
          <h2>Terms</h2>
          <p>
            <span className="strong">Payment terms:</span> {job.jobTerms || 'As agreed'}
            {totals.deposit ? `; ${totals.deposit.amount} due on acceptance.` : null}
          </p>
          <ul>
            <li>This proposal is valid until {model.validUntil}.</li>
            {STANDARD_TERMS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
        <div className="totals-block">
          <table className="totals">
            <tbody>
              <tr>
                <th>Items subtotal</th>
                <td>{totals.items}</td>
              </tr>
              <tr>
                <th>Installation subtotal</th>
                <td>{totals.installation}</td>
              </tr>
              <tr className="rule">
                <th>Subtotal</th>
                <td>{totals.subtotal}</td>
              </tr>
              <tr>
                <th>{totals.taxLabel}</th>
                <td>{totals.tax}</td>
              </tr>
              <tr className="grand">
                <th>{totals.grandTotalLabel}</th>
                <td>{totals.grandTotal}</td>
              </tr>
              {totals.deposit ? (
                <>
                  <tr className="deposit">
                    <th>{totals.deposit.label}</th>
                    <td>{totals.deposit.amount}</td>
                  </tr>
                  {totals.deposit.balance !== '$0.00' ? (
                    <tr>
                      <th>Balance</th>
                      <td>{totals.deposit.balance}</td>
                    </tr>
                  ) : null}
                </>
              ) : null}
            </tbody>
          </table>
          <p className="currency-note muted">{totals.currencyNote}</p>
          {model.choice.note ? <p className="currency-note muted choice-note">{model.choice.note}</p> : null}
        </div>
      </div>

      {model.choice.accepted ? (
        <div className="acceptance">
          <h2>Accepted</h2>
          <p>
            Accepted online for {job.clientName} by {model.choice.accepted.by} on {model.choice.accepted.on}, with the choices above.
          </p>
        </div>
      ) : (
        <div className="acceptance">
          <h2>Acceptance</h2>
          <p>
            The prices, specifications and conditions above are accepted. {model.company.name} is authorized to do the work as specified;
            payment will be made as outlined above.
          </p>
          <div className="signatures">
            <div>
              <p className="sign-for">Accepted for {job.clientName}</p>
              <SignLines />
            </div>
            <div>
              <p className="sign-for">For {model.company.name}</p>
              <SignLines />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
