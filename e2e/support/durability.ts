/**
 * Shared by the durability specs (durability-kill, durability-shutdown): a job
 * of service lines written straight into a server's database file, the
 * estimator's session cookie for raw HTTP requests, and how a server process
 * ended.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type { BrowserContext } from '@playwright/test';
import { signIn, type App } from './fixtures';

export const BRAND = { id: 1, slug: 'cjr' } as const;
/** Carl's Jr 'Service Call': a fixed-price service, so any quantity prices without other input. */
export const SERVICE_ID = 8;

export type Job = { id: number; number: string; versionId: number };

/** A job of its own with version 1 holding `items` service lines (sort orders 1..n), straight in the database. */
export function seedJob(dbPath: string, label: string, items: number): Job {
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const number = `${label}-${crypto.randomBytes(3).toString('hex')}`;
    return db.transaction(() => {
      const job = db
        .prepare('INSERT INTO jobs (job_name, job_number, brand_id, job_location, proposal_no) VALUES (?, ?, ?, ?, ?)')
        .run(`Durability ${label}`, number, BRAND.id, '100 Test Way, Dallas, TX 75201', `${number}-P`);
      const version = db.prepare('INSERT INTO job_versions (job_id, version_number) VALUES (?, 1)').run(job.lastInsertRowid);
      const insert = db.prepare(
        `INSERT INTO line_items (job_version_id, line_type, service_id, quantity, description, line_item_price,
           line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, sort_order)
         VALUES (?, 'service', ?, ?, ?, ?, ?, ?, ?, 'Edited', ?)`,
      );
      for (let i = 1; i <= items; i++) {
        insert.run(version.lastInsertRowid, SERVICE_ID, 1 + (i % 7), `${label} line ${i}`, 100 * i, 10 * i, 60 * i, 6 * i, i);
      }
      return { id: Number(job.lastInsertRowid), number, versionId: Number(version.lastInsertRowid) };
    })();
  } finally {
    db.close();
  }
}

export async function sessionCookie(context: BrowserContext, app: App): Promise<string> {
  await signIn(context, 'estimator@signboard.local', app);
  const cookie = (await context.cookies(app.baseURL)).find((c) => c.name === '__session');
  if (!cookie) throw new Error('no session cookie');
  return `__session=${cookie.value}`;
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}
