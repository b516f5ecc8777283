/**
 * seedBulkJobs(db, count): many extra jobs, fast, for benchmarks and paging
 * tests (not part of the normal seed). Needs the normal seed first (brands,
 * users, catalogue). One transaction and prepared statements: raw SQL here
 * because a few thousand rows through the query builder is needlessly slow.
 */
import type { DB } from '../connection';
import { PAYMENT_TERMS } from '../schema';

const HOUR_MS = 60 * 60 * 1000;
const SPREAD_HOURS = 365 * 24;

interface BrandPick {
  id: number;
  prefix: string;
  sign: {
    signId: number;
    sizeId: number;
    sizeName: string;
    price: number;
    install: number;
    budget: number;
    installBudget: number;
    description: string;
  };
  survey?: { id: number; multiplier: number };
}

function brandPicks(db: DB): BrandPick[] {
  const sqlite = db.$client;
  const brands = sqlite.prepare('SELECT id, proposal_prefix AS prefix FROM brands ORDER BY id').all() as {
    id: number;
    prefix: string;
  }[];
  const signQuery = sqlite.prepare(
    `SELECT s.id AS signId, z.id AS sizeId, z.size_name AS sizeName, z.sign_price AS price, z.install_price AS install,
            z.sign_budget AS budget, z.install_budget AS installBudget, s.name AS name
       FROM signs s JOIN sign_sizes z ON z.sign_id = s.id
      WHERE s.brand_id = ? AND s.sign_type = 'Wall Signs'
      ORDER BY s.display_order, z.id LIMIT 1`,
  );
  const surveyQuery = sqlite.prepare(
    "SELECT id, budget_multiplier AS multiplier FROM services WHERE brand_id = ? AND name = 'Survey'",
  );
  const picks: BrandPick[] = [];
  for (const b of brands) {
    const sign = signQuery.get(b.id) as (BrandPick['sign'] & { name: string }) | undefined;
    if (!sign) continue;
    picks.push({
      ...b,
      sign: { ...sign, description: `${sign.sizeName} ${sign.name}` },
      survey: surveyQuery.get(b.id) as BrandPick['survey'],
    });
  }
  return picks;
}

/** Inserts `count` jobs named 'BULK-nnnnnn' (continuing after any already there); returns how many. */
export function seedBulkJobs(db: DB, count: number, now: number = Date.now()): number {
  const sqlite = db.$client;
  const picks = brandPicks(db);
  if (picks.length === 0) throw new Error('seedBulkJobs: run the seed first (no brands with signs)');
  const userIds = (
    sqlite.prepare("SELECT id FROM users WHERE status = 'Active' ORDER BY id").all() as { id: number }[]
  ).map((u) => u.id);
  const clients = sqlite
    .prepare(
      `SELECT c.id AS clientId, (SELECT min(id) FROM client_addresses a WHERE a.client_id = c.id) AS addressId,
              (SELECT min(id) FROM client_contacts p WHERE p.client_id = c.id) AS contactId
         FROM clients c ORDER BY c.id`,
    )
    .all() as { clientId: number; addressId: number | null; contactId: number | null }[];
  const last = sqlite
    .prepare("SELECT max(cast(substr(job_number, 6) AS integer)) AS n FROM jobs WHERE job_number LIKE 'BULK-%'")
    .get() as {
    n: number | null;
  };

  const insertJob = sqlite.prepare(
    `INSERT INTO jobs (job_name, job_number, brand_id, job_location, client_id, client_address_id, contact_id,
                       project_manager_id, creator_id, job_terms, tax_percentage, status, proposal_no,
                       created_at, updated_at)
     VALUES (?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVersion = sqlite.prepare(
    'INSERT INTO job_versions (job_id, version_number, created_by_id, created_at) VALUES (?, 1, ?, ?)',
  );
  const insertLine = sqlite.prepare(
    `INSERT INTO line_items (job_version_id, line_type, sign_id, sign_size_id, service_id, quantity, description,
                             selected_options, line_item_price, line_item_install_price, line_item_budget,
                             line_item_install_budget, pricing_mode, sort_order, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Calculated', ?, ?, ?)`,
  );

  const run = sqlite.transaction(() => {
    const start = (last.n ?? 0) + 1;
    for (let i = 0; i < count; i++) {
      const n = start + i;
      const brand = picks[n % picks.length]!;
      const client = clients.length ? clients[n % clients.length] : undefined;
      const creator = userIds.length ? userIds[n % userIds.length]! : null;
      const manager = userIds.length ? userIds[(n + 1) % userIds.length]! : null;
      // Deterministic spread over the last year, so paging and date sorting have variety.
      const createdAt = now - ((n * 7919) % SPREAD_HOURS) * HOUR_MS;
      const qty = (n % 3) + 1;
      const survey = brand.survey ? 59_500 : 0;
      const number = `BULK-${String(n).padStart(6, '0')}`;
      const jobId = insertJob.run(
        `Bulk Job ${n}`,
        number,
        brand.id,
        client?.clientId ?? null,
        client?.addressId ?? null,
        client?.contactId ?? null,
        manager,
        creator,
        PAYMENT_TERMS[n % PAYMENT_TERMS.length],
        825,
        n % 2 ? 'Sent' : 'Draft',
        `${brand.prefix}-${String(n).padStart(6, '0')}`,
        createdAt,
        createdAt,
      ).lastInsertRowid;
      const versionId = insertVersion.run(jobId, creator, createdAt).lastInsertRowid;
      const s = brand.sign;
      insertLine.run(
        versionId,
        'sign',
        s.signId,
        s.sizeId,
        null,
        qty,
        s.description,
        JSON.stringify({ size: s.sizeName }),
        s.price,
        s.install,
        s.budget,
        s.installBudget,
        1,
        createdAt,
        createdAt,
      );
      if (brand.survey) {
        insertLine.run(
          versionId,
          'service',
          null,
          null,
          brand.survey.id,
          1,
          'Site survey',
          JSON.stringify({ 'Wall Signs': qty }),
          0,
          survey,
          0,
          Math.round(survey * brand.survey.multiplier),
          2,
          createdAt,
          createdAt,
        );
      }
    }
  });
  run();
  return count;
}
