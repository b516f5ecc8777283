/**
 * The bench's own bulk loader, used until db/seed/bulk.ts exists: `count`
 * jobs spread over the seeded brands, users and a few clients, one per
 * minute going back from now, in one transaction.
 */
import type { DB } from '../db/connection';

export function insertBulkJobs(db: DB, count: number): void {
  const sqlite = db.$client;
  const brands = sqlite.prepare('select id, slug, proposal_prefix as prefix from brands order by id').all() as {
    id: number;
    slug: string;
    prefix: string;
  }[];
  const users = (sqlite.prepare('select id from users order by id').all() as { id: number }[]).map((u) => u.id);
  if (brands.length === 0) throw new Error('Seed the brands first');
  const insertClient = sqlite.prepare('insert into clients (name) values (?)');
  const insertJob = sqlite.prepare(
    `insert into jobs (job_name, job_number, brand_id, client_id, creator_id, project_manager_id, status, proposal_no, job_location, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  sqlite.transaction(() => {
    const clients = Array.from({ length: 50 }, (_, i) => Number(insertClient.run(`Bulk Client ${i + 1}`).lastInsertRowid));
    for (let i = 0; i < count; i++) {
      const brand = brands[i % brands.length]!;
      const user = (k: number) => (users.length ? users[(i + k) % users.length]! : null);
      insertJob.run(
        `Bulk Job ${i + 1}`,
        `B${String(i + 1).padStart(6, '0')}`,
        brand.id,
        clients[i % clients.length]!,
        user(0),
        i % 7 === 0 ? null : user(1),
        i % 3 === 0 ? 'Sent' : 'Draft',
        i % 2 === 0 ? `${brand.prefix}-${String(i + 1).padStart(3, '0')}` : null,
        `${100 + (i % 900)} Main St, Springfield, IL 62701`,
        now - (count - i) * 60_000,
        now - (count - i) * 60_000,
      );
    }
  })();
}
