/**
 * The work order PDF for production and the installers (docs/invoices.md § Work order): the job, where and
 * whom to see on site, the client's PO and scope notes, then every counted line of the approved version with
 * its quantity, description, size and options in words, picture and install notes. It shows no money at
 * all; renderToStaticMarkup only, every value text that React escapes.
 */
import type { WorkOrderContent } from '~/domain/work-orders/work-order';
import { LinePicture } from './document-parts';

export type WorkOrderCompany = { name: string; address: string; phone: string; logo: string | null };
/** Per line: its own picture, else the sign's catalogue picture, else the service's icon. */
export type WorkOrderLook = { image: string | null; icon: string | null };

export const WORK_ORDER_CSS = `
.wo-facts{display:grid;grid-template-columns:1.2fr 1fr 1fr;gap:12pt;margin:12pt 0;overflow-wrap:anywhere}
.wo-facts h2{font-size:7.5pt;text-transform:uppercase;letter-spacing:0.08em;color:#64748b;font-weight:600;margin-bottom:3pt}
.wo-notes{white-space:pre-line;margin-top:4pt;padding:4pt 6pt;border-left:2pt solid #0f172a;background:#f8fafc}
.wo-notes-label{font-size:7pt;text-transform:uppercase;letter-spacing:0.06em;color:#475569;font-weight:600}
.wo-check{width:40pt;text-align:center}
.wo-box{display:inline-block;width:10pt;height:10pt;border:1pt solid #0f172a}
`;

export function WorkOrderDocument({ content, company, revision, issuedOn, looks }: { content: WorkOrderContent; company: WorkOrderCompany; revision: number; issuedOn: string; looks: Map<number, WorkOrderLook> }) {
  const c = content;
  const contact = [c.siteContact.name, c.siteContact.title].filter(Boolean).join(', ');
  return (
    <main>
      <header className="letterhead">
        <div className="company">
          {company.logo ? <img className="company-logo" src={company.logo} alt="" /> : null}
          <div>
            <p className="company-name">{company.name}</p>
            {company.address ? <p className="muted">{company.address}</p> : null}
            {company.phone ? <p className="muted">{company.phone}</p> : null}
          </div>
        </div>
        <div className="doc-title">
          <h1>Work Order</h1>
          <dl className="meta">
            {(
              [
                ['Job No.', c.jobNumber],
                ['Proposal', `${c.proposalNo} · Version ${c.versionNumber}`],
                ['Revision', String(revision)],
                ['Issued', issuedOn],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <section className="banner">
        <div className="banner-text">
          <p className="banner-brand">{c.brandName}</p>
          <p className="banner-job">{c.jobName}</p>
        </div>
      </section>
      <section className="wo-facts">
        <div>
          <h2>Install location</h2>
          <p className="strong">{c.installLocation || 'To be confirmed'}</p>
          <p className="muted">{c.clientName}</p>
        </div>
        <div>
          <h2>Site contact</h2>
          <p className="strong">{contact || 'Not given'}</p>
          {c.siteContact.phone ? <p>{c.siteContact.phone}</p> : null}
          {c.siteContact.email ? <p className="muted">{c.siteContact.email}</p> : null}
        </div>
        <div>
          <h2>Client PO</h2>
          <p className="strong">{c.clientPO || 'None'}</p>
        </div>
      </section>
      {c.scopeNotes ? (
        <section className="scope">
          <h2>Scope notes</h2>
          <p className="notes">{c.scopeNotes}</p>
        </section>
      ) : null}
      <table className="lines" style={{ marginTop: '12pt' }}>
        <colgroup>
          <col className="num" />
          <col className="qty" />
          <col className="item" />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th className="num">#</th>
            <th className="qty">Qty</th>
            <th>Picture</th>
            <th className="desc">Item, size and options</th>
            <th className="wo-check">Done</th>
          </tr>
        </thead>
        {c.lines.map((line) => {
          const look = looks.get(line.lineId) ?? { image: null, icon: null };
          return (
            <tbody key={line.lineId} className="line">
              <tr className={line.level > 0 ? 'sub' : undefined}>
                <td className="num">{line.lineNo}</td>
                <td className="qty">{line.quantity}</td>
                <td>
                  <LinePicture image={look.image} icon={look.icon} />
                </td>
                <td className="desc">
                  <p className="line-name">{line.name}</p>
                  {line.description ? <p className="line-desc">{line.description}</p> : null}
                  {line.sizeAndOptions ? <p className="line-desc">{line.sizeAndOptions}</p> : null}
                  {line.installNotes ? (
                    <div className="wo-notes">
                      <p className="wo-notes-label">Install notes</p>
                      <p>{line.installNotes}</p>
                    </div>
                  ) : null}
                </td>
                <td className="wo-check">
                  <span className="wo-box" />
                </td>
              </tr>
            </tbody>
          );
        })}
      </table>
    </main>
  );
}
