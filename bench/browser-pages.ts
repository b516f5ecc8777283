/**
 * The pages the browser bench loads (bench/browser.ts) and the bare React Router
 * page each one is measured beside: as many table rows, about as many elements
 * and as many bytes of HTML (bench/bare-app.ts's ?rows=, ?cells= and ?note=).
 */
import type { DB } from '../db/connection';
import { jobWithLines } from './line-items';

export type BenchPage = { label: string; path: string; signedIn: boolean };

/** Makes the jobs the pages show; returns the pages and the user who signs in. */
export async function benchPages(db: DB): Promise<{ pages: BenchPage[]; owner: number }> {
  const pages: BenchPage[] = [{ label: 'jobs list (25 rows)', path: '/jobs', signedIn: true }];
  let owner = 0;
  let fifty = '';
  for (const [n, count] of [
    [911, 5],
    [912, 50],
    [913, 300],
  ] as const) {
    const made = jobWithLines(db, n, count);
    owner = made.owner;
    const path = `/job/${made.brand.slug}/${encodeURIComponent(made.job.jobNumber)}`;
    if (count === 50) fifty = path;
    pages.push({ label: `job page, ${count} lines`, path, signedIn: true });
  }
  pages.push({ label: 'Add panel, 50-line job', path: `${fifty}/items/new`, signedIn: true });
  pages.push({ label: '/data Signs', path: '/data?tab=signs', signedIn: true });
  const client = await clientPagePath(db);
  if (client) pages.push({ label: 'client page, 20 lines', path: client, signedIn: false });
  return { pages, owner };
}

/** Sends a 20-line job's proposal as staff do (its PDF printed once) and returns the client's /p/{token} link. */
async function clientPagePath(db: DB): Promise<string | null> {
  const made = jobWithLines(db, 915, 20);
  const { getJob } = await import('../app/server/jobs/job-detail.server');
  const { sendProposal } = await import('../app/server/lifecycle/send.server');
  const { defaultValidUntil } = await import('../app/domain/lifecycle/states');
  const { closePdfBrowser } = await import('../app/server/pdf/browser.server');
  const { flushMail } = await import('../app/server/mail.server');
  const user = { id: made.owner, fullName: 'Bench Sender', firstName: null, lastName: null };
  const form = { to: ['client@example.com'], cc: [], subject: 'Proposal', message: 'Here it is.', version: 1, validUntil: defaultValidUntil(Date.now()) };
  try {
    const sent = await sendProposal(getJob(made.job.id)!, form, user);
    if (!sent.ok) throw new Error(sent.error);
    return new URL(sent.value.link).pathname;
  } catch (error) {
    console.log(`  (client page left out: sending the proposal failed: ${String(error)})`);
    return null;
  } finally {
    await flushMail();
    await closePdfBrowser();
  }
}

/** Table rows and elements (start tags) in a page's HTML: what the bare page is sized to. */
export function htmlShape(html: string): { rows: number; elements: number; bytes: number } {
  return { rows: (html.match(/<tr[\s>]/g) ?? []).length, elements: (html.match(/<[a-zA-Z]/g) ?? []).length, bytes: Buffer.byteLength(html) };
}

/**
 * The bare page's query for a page of this shape: its rows, then enough extra cells per row for the elements,
 * then filler characters per row for the bytes (each found by probing the bare server, as its markup and its
 * hydration payload both grow).
 */
export async function sameWeightQuery(bareOrigin: string, want: { rows: number; elements: number; bytes: number }): Promise<string> {
  // The bare table has a header row of its own; a page without a table gets rows enough to carry its elements.
  const rows = want.rows > 1 ? want.rows - 1 : Math.max(1, Math.round(want.elements / 20));
  const at = async (cells: number, note: number) => htmlShape(await (await fetch(`${bareOrigin}/?rows=${rows}&cells=${cells}&note=${note}`)).text());
  const base = await at(0, 0);
  const perCell = Math.max(1, (await at(1, 0)).elements - base.elements);
  // A filler note is one more cell a row.
  let cells = Math.max(0, Math.round((want.elements - base.elements - rows) / perCell));
  const bytes0 = (await at(cells, 0)).bytes;
  if (bytes0 >= want.bytes) {
    cells = Math.max(0, Math.round((want.elements - base.elements) / perCell));
    return `?rows=${rows}&cells=${cells}&note=0`;
  }
  const perChar = Math.max(1e-6, ((await at(cells, 100)).bytes - (await at(cells, 1)).bytes) / 99);
  let chars = Math.max(1, Math.round((want.bytes - bytes0) / perChar));
  chars = Math.max(1, chars + Math.round((want.bytes - (await at(cells, chars)).bytes) / perChar));
  return `?rows=${rows}&cells=${cells}&note=${chars}`;
}
