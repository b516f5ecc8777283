/**
 * The job page's Download menu (docs/product.md § Job page): Proposal and Pricing Sheet
 * of the version shown. Without JavaScript it is a <details> menu holding a
 * plain form that posts to /documents/download, which answers with the PDF
 * as an attachment. With JavaScript the same buttons call the /api routes,
 * save the file under the server's name, show the toasts of docs/product.md § Error messages
 * and a pending state while the document is made.
 */
import { useState } from 'react';
import { showToast } from '~/components/ui/toaster';
import { useDetailsMenu } from '~/components/ui/use-details-menu';
import { DOCUMENT_MESSAGES, failureMessage, fileNameFromDisposition, type DocumentKind } from '~/domain/proposal/messages';
import { headerButtonClass } from '~/components/ui/button';

type DownloadMenuProps = {
  brandSlug: string;
  jobNumber: string;
  /** The version shown; null for a job without versions. */
  version: number | null;
  /** Where the no-JavaScript form comes back to on failure (this page). */
  returnTo: string;
  /** The shown version's stored documents: 'Proposal as sent <date>', the signed approval. */
  stored?: { label: string; href: string }[];
  /** The version before the shown one (N-1), offered as the pricing sheet's comparison page; null when none. */
  previousVersion?: number | null;
};

const ENDPOINT: Record<DocumentKind, string> = {
  proposal: '/api/generate-proposal',
  'pricing-sheet': '/api/generate-pricing-sheet',
};

/** Read out while pending; the button shows only 'Generating...' so the header does not reflow. */
const PENDING_LABEL: Record<DocumentKind, string> = {
  proposal: 'proposal',
  'pricing-sheet': 'pricing sheet',
};

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function download(
  kind: DocumentKind,
  body: { brandSlug: string; jobNumber: string; version: number | null; largePictures?: boolean; withComparison?: boolean },
) {
  const response = await fetch(ENDPOINT[kind], {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf, application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.includes('application/pdf')) {
    let answer: { error?: string; needsApiKey?: boolean } = {};
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      /* not JSON: the generic message */
    }
    showToast({ title: 'Error', description: failureMessage(kind, { status: response.status, ...answer }), variant: 'destructive' });
    return;
  }
  const fallback = kind === 'proposal' ? 'Proposal.pdf' : 'Pricing Sheet.pdf';
  saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallback);
  showToast({ title: 'Success', description: DOCUMENT_MESSAGES[kind].success });
}

export function DownloadMenu({ brandSlug, jobNumber, version, returnTo, stored = [], previousVersion = null }: DownloadMenuProps) {
  const ref = useDetailsMenu();
  const [pending, setPending] = useState<DocumentKind | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const kind = submitter?.value === 'pricing-sheet' ? 'pricing-sheet' : 'proposal';
    event.preventDefault();
    if (pending) return;
    const largePictures = kind === 'proposal' && new FormData(event.currentTarget).get('largePictures') === 'true';
    const withComparison = kind === 'pricing-sheet' && new FormData(event.currentTarget).get('withComparison') === 'true';
    if (ref.current) ref.current.open = false;
    setPending(kind);
    try {
      await download(kind, { brandSlug, jobNumber, version, ...(largePictures ? { largePictures } : {}), ...(withComparison ? { withComparison } : {}) });
    } catch {
      const description = kind === 'proposal' ? DOCUMENT_MESSAGES.proposal.downloadFailed : DOCUMENT_MESSAGES['pricing-sheet'].failed;
      showToast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }

  const itemClass =
    'block w-full px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 focus:bg-slate-50 focus:outline-none disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <details ref={ref} className="relative" data-testid="download-menu">
      <summary
        className={`${headerButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden ${pending ? 'pointer-events-none opacity-70' : ''}`}
        aria-busy={pending ? true : undefined}
      >
        {pending ? (
          <>
            <span aria-hidden="true" className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700" />
            <span role="status">
              Generating<span className="sr-only"> {PENDING_LABEL[pending]}</span>...
            </span>
          </>
        ) : (
          <>
            Download <span aria-hidden="true">▾</span>
          </>
        )}
      </summary>
      <form
        method="post"
        action="/documents/download"
        onSubmit={onSubmit}
        className="absolute right-0 z-20 mt-1 w-60 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        <input type="hidden" name="brandSlug" value={brandSlug} />
        <input type="hidden" name="jobNumber" value={jobNumber} />
        {version !== null ? <input type="hidden" name="version" value={version} /> : null}
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" name="document" value="proposal" className={itemClass} disabled={pending !== null}>
          {stored.length ? 'Proposal (current)' : 'Proposal'}
        </button>
        <label className="flex items-start gap-2 px-3 pb-2 text-xs text-slate-600">
          <input type="checkbox" name="largePictures" value="true" className="mt-0.5 h-3.5 w-3.5" />
          <span>Large pictures (proposal: one line per half page)</span>
        </label>
        <button type="submit" name="document" value="pricing-sheet" className={itemClass} disabled={pending !== null}>
          Pricing Sheet
        </button>
        {previousVersion !== null ? (
          <label className="flex items-start gap-2 px-3 pb-2 text-xs text-slate-600">
            <input type="checkbox" name="withComparison" value="true" className="mt-0.5 h-3.5 w-3.5" />
            <span>With comparison to version {previousVersion} (pricing sheet: last page)</span>
          </label>
        ) : null}
        {stored.map((d) => (
          // The stored bytes, as they were sent: a plain download link, with or without JavaScript.
          <a key={d.href} href={d.href} download className={`${itemClass} border-t border-slate-100`} data-testid="stored-document">
            {d.label}
          </a>
        ))}
      </form>
    </details>
  );
}
