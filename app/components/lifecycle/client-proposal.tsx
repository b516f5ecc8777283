/**
 * The client page (/p/{token}): the proposal as a readable page, its stored
 * PDF, and Accept / Decline as plain forms (no JavaScript needed). One
 * column on a phone; the line table becomes cards below 640 px.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { ClientChoice, ClientPageData, ClientProposal, ClientTerms, RecordedAnswerView } from '~/server/lifecycle/client-page.server';
import { DECLINE_REASONS } from '~/domain/lifecycle/decline-reasons';
import { ACCEPT_FORM_ID, ChoiceItems } from './client-choices';

/** The Accept form's name and title as typed before an 'Update total' without JavaScript. */
type Prefill = { signerName: string; signerTitle: string };
import { inputClass } from '~/components/ui/field';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';


const DEAD_TEXT = {
  superseded: 'This proposal has been replaced by a newer version.',
  withdrawn: 'This proposal has been withdrawn.',
  expired: 'This proposal has expired.',
} as const;

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 text-slate-900 sm:px-6">
      {children}
    </main>
  );
}

/** Whom to contact: after a dead link's reason ('Please contact'), or below a proposal ('Questions about this proposal? Contact'). */
function ContactLine({ contact, lead = 'Please contact' }: { contact: { name: string; email: string } | null; lead?: string }) {
  if (!contact) return <p className="mt-2 text-slate-700">{lead} the company that sent it to you.</p>;
  return (
    <p className="mt-2 text-slate-700">
      {lead} <bdi>{contact.name}</bdi> at{' '}
      <a className="text-blue-800 underline" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
      .
    </p>
  );
}

/** Every term the proposal prints, before the box that agrees to them. */
function Terms({ t }: { t: ClientTerms }) {
  return (
    <section className="mt-6" aria-labelledby="client-terms">
      <h2 id="client-terms" className="text-lg font-semibold">Terms</h2>
      <p className="mt-1 text-sm break-words">
        <strong>Payment terms:</strong> <bdi>{t.payment}</bdi>
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>This proposal is valid until {t.validUntil}.</li>
        {t.conditions.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </section>
  );
}

/** The items and totals of a proposal that offers no choice (every line counts). */
function PlainItems({ p }: { p: ClientProposal }) {
  return (
    <>
        <h2 className="mt-2 text-lg font-semibold">Items</h2>
        <ol className="mt-2 divide-y divide-slate-200 border-y border-slate-200" aria-label="Proposal lines">
          {p.rows.map((r) => (
            <li key={r.number} className={`grid grid-cols-1 gap-1 py-3 text-sm sm:grid-cols-[3rem_1fr_auto] sm:gap-4 ${r.sub ? 'sm:pl-6' : ''}`}>
              <span className="text-slate-600">
                {r.number}. <span className="sm:hidden">Qty {r.quantity}</span>
                <span className="max-sm:hidden">×{r.quantity}</span>
              </span>
              <span className="min-w-0 break-words">
                <strong className="block"><bdi>{r.name}</bdi></strong>
                <bdi>{r.description}</bdi>
              </span>
              <span className="text-left whitespace-nowrap sm:text-right">
                {r.unitPrice ? <span className="block">Unit {r.unitPrice}</span> : null}
                {r.installPrice ? <span className="block">Install {r.installPrice}</span> : null}
                <strong className="block">Total {r.lineTotal}</strong>
              </span>
            </li>
          ))}
        </ol>
        <ScopeNotes p={p} />
        <dl className="ml-auto mt-4 grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>Items</dt>
          <dd className="text-right">{p.totals.items}</dd>
          <dt>Installation</dt>
          <dd className="text-right">{p.totals.installation}</dd>
          <dt>Subtotal</dt>
          <dd className="text-right">{p.totals.subtotal}</dd>
          <dt>{p.totals.taxLabel}</dt>
          <dd className="text-right">{p.totals.tax}</dd>
          <dt className="font-semibold">{p.totals.grandTotalLabel}</dt>
          <dd className="text-right font-semibold" data-testid="client-grand-total">{p.totals.grandTotal}</dd>
          {p.totals.deposit ? (
            <>
              <dt>{p.totals.deposit.label}</dt>
              <dd className="text-right">{p.totals.deposit.amount}</dd>
              <dt>Balance</dt>
              <dd className="text-right">{p.totals.deposit.balance}</dd>
            </>
          ) : null}
          <dd className="col-span-2 text-right text-xs text-slate-600">{p.totals.currencyNote}</dd>
        </dl>
    </>
  );
}

function ScopeNotes({ p }: { p: ClientProposal }) {
  return p.terms.scopeNotes ? (
    <section className="mt-4" aria-labelledby="client-scope">
      <h2 id="client-scope" className="text-lg font-semibold">Scope notes and exclusions</h2>
      <p className="mt-1 text-sm break-words whitespace-pre-line"><bdi>{p.terms.scopeNotes}</bdi></p>
    </section>
  ) : null;
}

type BodyProps = { p: ClientProposal; pdfHref: string; pageHref: string; Title: 'h1' | 'h2'; answered: boolean };

function ProposalBody({ p, pdfHref, pageHref, Title, answered }: BodyProps) {
  return (
    <>
      <header className="border-b border-slate-200 pb-4">
        <p className="text-sm text-slate-600">
          <bdi>{p.company.name}</bdi> · {p.company.address} · {p.company.phone}
        </p>
        <Title className="mt-2 text-2xl font-semibold break-words">
          Proposal <bdi>{p.job.proposalNo}</bdi>, version {p.job.versionNumber}
        </Title>
        <p className="mt-1 text-lg break-words">
          <bdi>{p.job.jobName}</bdi>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Sent {p.sentOn} · Valid until <strong>{p.validUntil}</strong>
        </p>
        <a href={pdfHref} download className={`${headerButtonClass} mt-3`}>
          Download the PDF
        </a>
      </header>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 py-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Client</dt>
          <dd className="break-words">
            <bdi>{p.job.clientName}</bdi>
            {p.job.clientAddress ? <span className="block"><bdi>{p.job.clientAddress}</bdi></span> : null}
            {p.job.contactName ? <span className="block">Attn: <bdi>{p.job.contactName}</bdi></span> : null}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Job location</dt>
          <dd className="break-words"><bdi>{p.job.jobLocation}</bdi></dd>
          <dt className="mt-2 font-medium text-slate-600">Brand</dt>
          <dd><bdi>{p.job.brandName}</bdi></dd>
        </div>
      </dl>
      {p.choice ? (
        <ChoiceItems p={p} choice={p.choice} answered={answered} pageHref={pageHref}>
          <ScopeNotes p={p} />
        </ChoiceItems>
      ) : (
        <PlainItems p={p} />
      )}
      <Terms t={p.terms} />
    </>
  );
}

/** The page's title line once answered: also the document title (app/routes/p.$token.tsx). */
export function answeredTitle(a: Pick<RecordedAnswerView, 'answer'>, proposalNo: string): string {
  return `Proposal ${proposalNo} ${a.answer === 'Declined' ? 'declined' : 'accepted'}`;
}

/**
 * The recorded answer, first on the page: the post lands here (a full page
 * load with or without JavaScript), so its confirmation is the first thing
 * read; with JavaScript, focus moves to it so a screen reader says it.
 */
function Answered({ a, proposalNo, choice }: { a: RecordedAnswerView; proposalNo: string; choice: ClientChoice | null }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const declined = a.answer === 'Declined';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="client-answer-title"
      className={`mb-6 rounded-lg p-4 outline-none ${declined ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}
      data-testid="client-answer"
    >
      <h1 id="client-answer-title" className="text-xl font-semibold break-words">
        {answeredTitle(a, proposalNo)}
      </h1>
      {declined ? (
        <p className="mt-1">
          You declined this proposal on {a.on}. Reason: <bdi>{a.reason}</bdi>
          {a.reasonText ? <>: <bdi>{a.reasonText}</bdi></> : null}.
        </p>
      ) : (
        <p className="mt-1">
          This proposal was accepted on {a.on}
          {a.signerName ? (
            <>
              {' '}by <bdi>{a.signerName}</bdi>
              {a.signerTitle ? <>, <bdi>{a.signerTitle}</bdi></> : null}
            </>
          ) : null}
          . Thank you.
        </p>
      )}
      {!declined && choice?.recorded ? (
        <p className="mt-1">
          With the choices marked below, the accepted grand total is <strong>{choice.totals.grandTotal}</strong>.
        </p>
      ) : null}
    </section>
  );
}

/**
 * Plain forms (a full page post with or without JavaScript) to the answer
 * route, which answers 303 back to this page.
 */
function AnswerForms({ answerHref, problem, prefill }: { answerHref: string; problem: string | null; prefill: Prefill }) {
  return (
    <div id="respond" className="mt-8 grid scroll-mt-4 gap-6 md:grid-cols-2">
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 md:col-span-2">
          {problem}
        </p>
      ) : null}
      <form id={ACCEPT_FORM_ID} method="post" action={answerHref} className="space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 className="text-lg font-semibold">Accept</h2>
        <input type="hidden" name="intent" value="accept" />
        <div>
          <label htmlFor="client-signerName" className="block text-sm font-medium">Your full name (your signature)</label>
          <input id="client-signerName" name="signerName" autoComplete="name" maxLength={120} required defaultValue={prefill.signerName} className={inputClass} />
        </div>
        <div>
          <label htmlFor="client-signerTitle" className="block text-sm font-medium">Your title</label>
          <input id="client-signerTitle" name="signerTitle" autoComplete="organization-title" maxLength={120} required defaultValue={prefill.signerTitle} className={inputClass} />
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="agree" required className="mt-1 h-4 w-4" />
          <span>I agree to this proposal, its prices and its terms.</span>
        </label>
        <button type="submit" className={primaryButtonClass}>Accept proposal</button>
      </form>
      <form method="post" action={answerHref} className="space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 className="text-lg font-semibold">Decline</h2>
        <input type="hidden" name="intent" value="decline" />
        <div>
          <label htmlFor="client-reason" className="block text-sm font-medium">Reason</label>
          <select id="client-reason" name="reason" required defaultValue="" className={inputClass}>
            <option value="" disabled>Choose a reason</option>
            {DECLINE_REASONS.map((r) => (
              <option key={r} value={r}>{r}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="client-declinerName" className="block text-sm font-medium">Your name (optional)</label>
          <input id="client-declinerName" name="declinerName" autoComplete="name" maxLength={120} className={inputClass} />
        </div>
        <div>
          <label htmlFor="client-reasonText" className="block text-sm font-medium">Anything to add (optional)</label>
          <textarea id="client-reasonText" name="reasonText" rows={3} maxLength={1000} className={`${inputClass} h-auto py-2`} />
        </div>
        <button type="submit" className={headerButtonClass}>Decline proposal</button>
      </form>
    </div>
  );
}

/** `extra`: what follows the proposal once it is answered (the Invoices section). */
type PageProps = { page: ClientPageData; pageHref: string; pdfHref: string; answerHref: string; problem: string | null; prefill: Prefill; extra?: ReactNode };

export function ClientProposalPage({ page, pageHref, pdfHref, answerHref, problem, prefill, extra }: PageProps) {
  if (page.kind === 'not-found') {
    return (
      <Shell>
        <h1 className="text-2xl font-semibold">This link is not valid</h1>
        <p className="mt-2 text-slate-700">Please check the link in your e-mail, or contact the company that sent it to you.</p>
      </Shell>
    );
  }
  if (page.kind === 'dead') {
    return (
      <Shell>
        <h1 className="text-2xl font-semibold">{DEAD_TEXT[page.reason]}</h1>
        <p className="mt-2 text-slate-700">
          The link to the proposal for <bdi>{page.jobName}</bdi> no longer works.
        </p>
        <ContactLine contact={page.contact} />
      </Shell>
    );
  }
  return (
    <Shell>
      {page.answer ? <Answered a={page.answer} proposalNo={page.proposal.job.proposalNo} choice={page.proposal.choice} /> : null}
      <ProposalBody p={page.proposal} pdfHref={pdfHref} pageHref={pageHref} Title={page.answer ? 'h2' : 'h1'} answered={page.answer !== null} />
      {page.answer ? null : <AnswerForms answerHref={answerHref} problem={problem} prefill={prefill} />}
      {page.answer ? extra : null}
      <div className="mt-6">
        <ContactLine contact={page.contact} lead="Questions about this proposal? Contact" />
      </div>
    </Shell>
  );
}
