/**
 * Pieces both PDF documents share: the company letterhead, the client and
 * job blocks, a line's picture. Plain React for renderToStaticMarkup (no
 * hooks, no browser code); every value arrives as text from
 * app/domain/proposal/document.ts and React escapes it.
 */
import type { DocumentParty } from '~/domain/proposal/document';
import { ServiceIconSvg } from './service-icon';

export function Letterhead({ party, title, meta }: { party: DocumentParty; title: string; meta: [string, string][] }) {
  const { company } = party;
  return (
    <header className="letterhead">
      <div className="company">
        {company.logo ? <img className="company-logo" src={company.logo} alt="" /> : null}
        <div>
          <p className="company-name">{company.name}</p>
          {company.address ? <p className="muted">{company.address}</p> : null}
          <Lines className="muted" values={[[company.phone, company.email].filter(Boolean).join(' · '), company.website]} />
        </div>
      </div>
      <div className="doc-title">
        <h1>{title}</h1>
        <dl className="meta">
          {meta.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

/**
 * The brand and the job. The brand's logo sits in a fixed tile that clips
 * whatever the picture holds, so nothing spills out of the box; the brand's
 * name is printed once, beside it, wrapping when it is long.
 */
export function JobBanner({ party }: { party: DocumentParty }) {
  const { job } = party;
  return (
    <section className="banner">
      {job.brandLogo ? (
        <span className="brand-tile">
          <img className="brand-logo" src={job.brandLogo} alt="" />
        </span>
      ) : null}
      <div className="banner-text">
        <p className="banner-brand">{job.brandName}</p>
        <p className="banner-job">{job.jobName}</p>
        <p className="muted">Job number {job.jobNumber}</p>
      </div>
    </section>
  );
}

function Lines({ values, className }: { values: (string | null | undefined)[]; className?: string }) {
  return (
    <>
      {values
        .filter((v): v is string => Boolean(v && v.trim()))
        .map((v, i) => (
          <p key={i} className={className}>
            {v}
          </p>
        ))}
    </>
  );
}

function Person({ title, person, none }: { title: string; person: DocumentParty['job']['projectManager']; none: string }) {
  return (
    <div className="party">
      <h2>{title}</h2>
      {person ? <Lines values={[person.name, person.email, person.phone]} /> : <p className="muted">{none}</p>}
    </div>
  );
}

/** `clientTitle`: 'Prepared for' on a proposal; an invoice names the client 'Bill to', as a bookkeeper reads it. */
export function PartyBlocks({ party, clientTitle = 'Prepared for' }: { party: DocumentParty; clientTitle?: string }) {
  const { job } = party;
  const contact = [job.contactName, job.contactTitle].filter(Boolean).join(', ');
  return (
    <section className="parties">
      <div className="party">
        <h2>{clientTitle}</h2>
        <p className="strong">{job.clientName}</p>
        <Lines values={[job.clientAddress, contact, job.contactPhone, job.contactEmail]} />
      </div>
      <div className="party">
        <h2>Job location</h2>
        <Lines values={[job.jobLocation || 'To be confirmed']} />
      </div>
      <Person title="Prepared by" person={job.estimator} none="Estimating team" />
      <Person title="Project manager" person={job.projectManager} none="Not assigned" />
    </section>
  );
}

export function LinePicture({ image, icon = null }: { image: string | null; icon?: string | null }) {
  if (image) return <img className="thumb" src={image} alt="" />;
  return icon !== null ? <ServiceIconSvg icon={icon} /> : null;
}
