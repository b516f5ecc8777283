/**
 * Helpers of e2e/job-reuse.spec.ts (duplicate a job, line templates): a job
 * of its own per test with known lines, written straight into the worker's
 * database.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';

export type SeedLine = {
  /** A sign or service of the job's brand, by name. */
  sign?: string;
  service?: string;
  pricingMode: 'Calculated' | 'Edited' | 'Custom';
  description?: string | null;
  /** Cents: price, install, budget, install budget. */
  money: [number, number, number, number];
  quantity?: number;
  /** A sign's size by name (else its first) and its chosen options. */
  size?: string;
  options?: Record<string, string>;
};

/** A job of `brandSlug` (client, contact, version 1 holding `lines`); returns its path and number. */
export function createJobWithLines(dbPath: string, brandSlug: string, name: string, lines: SeedLine[]): { path: string; jobNumber: string } {
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const brand = db.prepare('SELECT id FROM brands WHERE slug = ?').get(brandSlug) as { id: number };
    const jobNumber = `RU-${crypto.randomBytes(3).toString('hex')}`;
    db.transaction(() => {
      const client = db.prepare('INSERT INTO clients (name) VALUES (?)').run(`Client of ${name}`).lastInsertRowid;
      const job = db
        .prepare('INSERT INTO jobs (job_name, job_number, brand_id, job_location, proposal_no, client_id) VALUES (?, ?, ?, ?, ?, ?)')
        .run(name, jobNumber, brand.id, '8 Foothill Blvd, Upland, CA 91786', `${jobNumber}-P`, client).lastInsertRowid;
      const version = db.prepare('INSERT INTO job_versions (job_id, version_number) VALUES (?, 1)').run(job).lastInsertRowid;
      lines.forEach((l, i) => {
        const sign = l.sign ? (db.prepare('SELECT id FROM signs WHERE brand_id = ? AND name = ?').get(brand.id, l.sign) as { id: number }) : null;
        const size = sign
          ? (db.prepare('SELECT id, size_name FROM sign_sizes WHERE sign_id = ? AND (? IS NULL OR size_name = ?) ORDER BY id LIMIT 1').get(sign.id, l.size ?? null, l.size ?? null) as
              | { id: number; size_name: string }
              | undefined)
          : undefined;
        const service = l.service ? (db.prepare('SELECT id FROM services WHERE brand_id = ? AND name = ?').get(brand.id, l.service) as { id: number }) : null;
        db.prepare(
          `INSERT INTO line_items (job_version_id, line_type, sign_id, sign_size_id, service_id, quantity, description, selected_options,
             line_item_price, line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, sort_order)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          version,
          sign ? 'sign' : 'service',
          sign?.id ?? null,
          size?.id ?? null,
          service?.id ?? null,
          l.quantity ?? 1,
          l.description ?? null,
          JSON.stringify(size ? { size: size.size_name, ...l.options } : {}),
          ...l.money,
          l.pricingMode,
          i + 1,
        );
      });
    })();
    return { path: `/job/${brandSlug}/${jobNumber}`, jobNumber };
  } finally {
    db.close();
  }
}
