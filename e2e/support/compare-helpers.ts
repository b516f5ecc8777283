/**
 * Helpers of e2e/compare-versions.spec.ts: a job whose version 1
 * has known lines and amounts, and the edits made to its version 2 once the
 * New Version button has copied it.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';

function open(dbPath: string) {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 5000');
  return db;
}

const id = (db: Database.Database, sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { id: number }).id;

/**
 * Version 1 of a new Dave's Hot Chicken job (tax 8.25%):
 *   Channel Letters  qty 2, unit $2,500.00, install $800.00, budget $1,375.00 / $440.00
 *   Custom Sign 'Custom panel'  qty 1, $123.45, budget $67.89
 *   Survey  qty 1, install $595.00, budget install $300.00
 * Returns the job's page path.
 */
export function createCompareJob(dbPath: string, name: string): { path: string; jobNumber: string } {
  const db = open(dbPath);
  try {
    const brand = id(db, "SELECT id FROM brands WHERE slug = 'dhc'");
    const letters = id(db, "SELECT id FROM signs WHERE brand_id = ? AND name = 'Channel Letters'", brand);
    const custom = id(db, "SELECT id FROM signs WHERE brand_id = ? AND name = 'Custom Sign'", brand);
    const survey = id(db, "SELECT id FROM services WHERE brand_id = ? AND name = 'Survey'", brand);
    const jobNumber = `CMP-${crypto.randomBytes(4).toString('hex')}`;
    db.transaction(() => {
      const job = db
        .prepare('INSERT INTO jobs (job_name, job_number, brand_id, job_location, proposal_no, tax_percentage) VALUES (?, ?, ?, ?, ?, 825)')
        .run(name, jobNumber, brand, '100 Test Way, Dallas, TX 75201', `${jobNumber}-P`).lastInsertRowid;
      const version = db.prepare('INSERT INTO job_versions (job_id, version_number) VALUES (?, 1)').run(job).lastInsertRowid;
      const insert = db.prepare(
        `INSERT INTO line_items (job_version_id, line_type, sign_id, service_id, quantity, description, selected_options,
           line_item_price, line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, sort_order)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Custom', ?)`,
      );
      insert.run(version, 'sign', letters, null, 2, 'Channel letters 24"', '{"Color":"Red"}', 250000, 80000, 137500, 44000, 1);
      insert.run(version, 'sign', custom, null, 1, 'Custom panel', '{}', 12345, 0, 6789, 0, 2);
      insert.run(version, 'service', null, survey, 1, 'Site survey', '{}', 0, 59500, 0, 30000, 3);
    })();
    return { path: `/job/dhc/${jobNumber}`, jobNumber };
  } finally {
    db.close();
  }
}

/**
 * Version 2's edits: the Custom panel removed, the Channel Letters' quantity 2 -> 3, the Survey's install price
 * edited $595.00 -> $650.00, and a Custom Sign 'Blade sign' added at $1,000.00 (budget $500.00).
 */
export function editVersionTwo(dbPath: string, jobNumber: string): void {
  const db = open(dbPath);
  try {
    const version = id(db, 'SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id WHERE j.job_number = ? AND v.version_number = 2', jobNumber);
    db.transaction(() => {
      db.prepare("DELETE FROM line_items WHERE job_version_id = ? AND description = 'Custom panel'").run(version);
      db.prepare("UPDATE line_items SET quantity = 3 WHERE job_version_id = ? AND description = 'Channel letters 24\"'").run(version);
      db.prepare("UPDATE line_items SET line_item_install_price = 65000, pricing_mode = 'Edited' WHERE job_version_id = ? AND line_type = 'service'").run(version);
      const custom = id(db, "SELECT s.id FROM signs s JOIN brands b ON b.id = s.brand_id WHERE b.slug = 'dhc' AND s.name = 'Custom Sign'");
      db.prepare(
        `INSERT INTO line_items (job_version_id, line_type, sign_id, quantity, description, line_item_price, line_item_budget, pricing_mode, sort_order)
         VALUES (?, 'sign', ?, 1, 'Blade sign', 100000, 50000, 'Custom', 3)`,
      ).run(version, custom);
      db.prepare("UPDATE line_items SET sort_order = 2 WHERE job_version_id = ? AND line_type = 'service'").run(version);
    })();
  } finally {
    db.close();
  }
}
