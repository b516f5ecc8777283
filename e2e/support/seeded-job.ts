/**
 * A fresh job for a spec that changes a job's life (send, accept, freeze): a copy of a seeded job (its row, and
 * its latest version's lines as version 1) under a new job number, written straight into the test database in
 * one transaction, so specs running side by side never share a job and no spec walks the wizard to get one.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { expect, outbox, type App } from './fixtures';
import { toast } from './line-items-helpers';

export type SeededJobCopy = {
  /** The job page's path, e.g. /job/dhc/QL-1a2b3c. */
  path: string;
  jobNumber: string;
  proposalNo: string;
  jobId: number;
  /** Version 1's id. */
  versionId: number;
  /** The e-mail of the job's client contact ('' when it has none). */
  contactEmail: string;
};

export type CopyOptions = {
  /** The seeded job to copy (default 2025-014, Dave's Hot Chicken); its brand slug and proposal prefix. */
  from?: { jobNumber: string; brandSlug: string; proposalPrefix: string };
  /** The new job number (default `<prefix>-<6 hex>`). */
  jobNumber?: string;
  prefix?: string;
  name?: string;
  /** Columns of the jobs row to set (snake_case, as stored), e.g. { tax_percentage: 750, job_terms: 'Net30' }. */
  set?: Record<string, unknown>;
  /** Version 1 holds the source lines this many times over (default 1), in order. */
  copies?: number;
};

const DAVES = { jobNumber: '2025-014', brandSlug: 'dhc', proposalPrefix: 'DHCP' };

function insert(db: Database.Database, table: string, row: Record<string, unknown>): number {
  const cols = Object.keys(row);
  return Number(db.prepare(`INSERT INTO ${table} (${cols.join(',')}) VALUES (${cols.map(() => '?').join(',')})`).run(...Object.values(row)).lastInsertRowid);
}

/** Copies a seeded job into a new Draft job with version 1 (see the file's comment). */
export function copySeededJob(dbPath: string, options: CopyOptions = {}): SeededJobCopy {
  const from = options.from ?? DAVES;
  const jobNumber = options.jobNumber ?? `${options.prefix ?? 'CP'}-${crypto.randomBytes(3).toString('hex')}`;
  const proposalNo = `${from.proposalPrefix}-${jobNumber}`;
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    return db.transaction(() => {
      const { id: sourceId, ...fields } = db.prepare('SELECT * FROM jobs WHERE job_number = ?').get(from.jobNumber) as Record<string, unknown>;
      Object.assign(fields, { job_number: jobNumber, job_name: options.name ?? `Copy ${jobNumber}`, proposal_no: proposalNo, status: 'Draft', ...options.set });
      const jobId = insert(db, 'jobs', fields);
      const source = db.prepare('SELECT id FROM job_versions WHERE job_id = ? ORDER BY version_number DESC LIMIT 1').get(sourceId) as { id: number };
      const versionId = insert(db, 'job_versions', { job_id: jobId, version_number: 1 });
      const lines = db.prepare('SELECT * FROM line_items WHERE job_version_id = ? ORDER BY sort_order, id').all(source.id) as Record<string, unknown>[];
      let order = 0;
      for (let copy = 0; copy < (options.copies ?? 1); copy++) {
        for (const { id: _id, ...line } of lines) insert(db, 'line_items', { ...line, job_version_id: versionId, sort_order: ++order });
      }
      const contact = db.prepare('SELECT email FROM client_contacts WHERE id = ?').get(fields.contact_id) as { email: string } | undefined;
      return { path: `/job/${from.brandSlug}/${jobNumber}`, jobNumber, proposalNo, jobId, versionId, contactEmail: contact?.email ?? '' };
    })();
  } finally {
    db.close();
  }
}

/** Sends version 1 to `to` from the job page (the Send Proposal dialog), waiting for its toast. */
export async function sendVersionOne(page: Page, path: string, to: string): Promise<void> {
  await page.goto(`${path}?version=1`);
  await page.getByRole('link', { name: 'Send Proposal', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Send Proposal' });
  await panel.getByLabel('To').fill(to);
  await panel.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toast(page)).toContainText('Proposal version 1 sent to');
}

/** The client's link (/p/{token}) in an e-mail's text. */
export function clientLinkIn(text: string): string {
  const link = /(http:\/\/[^\s]+\/p\/[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!link) throw new Error(`No client link in the e-mail:\n${text}`);
  return link;
}

/** Sends version 1 to `to` from the job page and returns the client link in the e-mail (the outbox table). */
export async function sendAndGetLink(app: App, page: Page, path: string, to: string): Promise<string> {
  await sendVersionOne(page, path, to);
  return clientLinkIn(outbox(app.dbPath, to)!.text);
}

/** Accepts the proposal at `link` as the client would, in a browser context with no session, and waits for the confirmation. */
export async function acceptOnClientPage(browser: Browser, javaScriptEnabled: boolean, link: string, signer = { name: 'Jordan Client', title: 'Owner' }): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    const client = await context.newPage();
    await client.goto(link);
    await client.getByLabel('Your full name (your signature)').fill(signer.name);
    await client.getByLabel('Your title').fill(signer.title);
    await client.getByLabel('I agree to this proposal, its prices and its terms.').check();
    await client.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.getByTestId('client-answer')).toContainText('accepted on');
  } finally {
    await context.close();
  }
}
