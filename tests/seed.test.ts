/**
 * The seed (db/seed.ts): idempotent, complete per brand, and shaped the way
 * the pricing code and the screens expect (option values grammar, sizes that
 * belong to their sign, integer cents).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { SIGN_TYPES } from '../db/schema';
import { seed } from '../db/seed';
import { seedBulkJobs } from '../db/seed/bulk';
import { getDb } from '../app/server/db.server';

const SERVICES = {
  Survey: 'formula',
  Removal: 'formula',
  'Permits & Procurement': 'formula',
  'Shipping & Crating (Exterior)': 'formula',
  Labor: 'user_input',
  Materials: 'user_input',
  Miscellaneous: 'user_input',
  'Service Call': 'fixed',
  Travel: 'fixed',
} as const;

/**
 * The option values grammar the pricing code parses: entries split by ', ';
 * each entry a name optionally followed by one modifier '+N%', '+$N' (up to
 * two decimals, no thousands commas) or '+$N/SF'.
 */
const ENTRY = /^[^,+]*[^,+\s](?: \+(?:\d+(?:\.\d+)?%|\$\d+(?:\.\d{1,2})?(?:\/SF)?))?$/;
function parsesAsOptionValues(values: string): boolean {
  if (values === '') return true;
  return values.split(', ').every((entry) => ENTRY.test(entry));
}

const sqlite = () => getDb().$client;
const all = <T>(sql: string, ...params: unknown[]) =>
  sqlite()
    .prepare(sql)
    .all(...params) as T[];

function tableNames(): string[] {
  return all<{ name: string }>(
    // Plain tables only: the job search index (FTS5) and its shadow tables follow the jobs they index.
    "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name",
  ).map((t) => t.name);
}

function snapshot(): Record<string, unknown[]> {
  return Object.fromEntries(tableNames().map((t) => [t, all(`SELECT * FROM "${t}" ORDER BY rowid`)]));
}

beforeAll(() => {
  seed(getDb());
});

describe('seed', () => {
  it('gives the same rows when run again', () => {
    const before = snapshot();
    seed(getDb());
    const after = snapshot();
    expect(Object.fromEntries(Object.entries(after).map(([t, rows]) => [t, rows.length]))).toEqual(
      Object.fromEntries(Object.entries(before).map(([t, rows]) => [t, rows.length])),
    );
    expect(after).toEqual(before);
  });

  it('keeps what an admin changed', () => {
    const size = all<{ id: number }>('SELECT id FROM sign_sizes ORDER BY id LIMIT 1')[0]!;
    sqlite().prepare('UPDATE sign_sizes SET sign_price = 123400 WHERE id = ?').run(size.id);
    sqlite().prepare("UPDATE brands SET status = 'Disabled' WHERE slug = 'wen'").run();
    seed(getDb());
    expect(all<{ p: number }>('SELECT sign_price AS p FROM sign_sizes WHERE id = ?', size.id)[0]!.p).toBe(123400);
    expect(all<{ s: string }>("SELECT status AS s FROM brands WHERE slug = 'wen'")[0]!.s).toBe('Disabled');
    sqlite().prepare("UPDATE brands SET status = 'Active' WHERE slug = 'wen'").run();
  });

  it('has the five brands with their slugs and proposal prefixes', () => {
    expect(all('SELECT name, slug, proposal_prefix AS prefix, status FROM brands ORDER BY slug')).toEqual([
      { name: "Carl's Jr", slug: 'cjr', prefix: 'CJRP', status: 'Active' },
      { name: "Dave's Hot Chicken", slug: 'dhc', prefix: 'DHCP', status: 'Active' },
      { name: 'El Pollo Loco', slug: 'epl', prefix: 'EPLP', status: 'Active' },
      { name: 'Skechers', slug: 'skx', prefix: 'SKXP', status: 'Active' },
      { name: "Wendy's", slug: 'wen', prefix: 'WENP', status: 'Active' },
    ]);
  });

  it('has the demo users with their roles', () => {
    expect(all('SELECT email, full_name AS name, role, status, job_title AS title FROM users ORDER BY id')).toEqual([
      { email: 'owner@signboard.local', name: 'Morgan Reyes', role: 'Super-Admin', status: 'Active', title: 'Owner' },
      {
        email: 'admin@signboard.local',
        name: 'Dana Whitfield',
        role: 'Admin',
        status: 'Active',
        title: 'Operations Manager',
      },
      { email: 'estimator@signboard.local', name: 'Sam Ortiz', role: 'User', status: 'Active', title: 'Estimator' },
      { email: 'pm@signboard.local', name: 'Priya Nair', role: 'User', status: 'Active', title: 'Project Manager' },
      { email: 'disabled@signboard.local', name: 'Casey Holt', role: 'User', status: 'Disabled', title: 'Estimator' },
    ]);
  });

  it('gives every brand every sign type, with <24 SF and >24 SF for monuments and pylons', () => {
    for (const { id, slug } of all<{ id: number; slug: string }>('SELECT id, slug FROM brands')) {
      const types = all<{ t: string }>('SELECT DISTINCT sign_type AS t FROM signs WHERE brand_id = ?', id).map(
        (r) => r.t,
      );
      expect(types.sort(), slug).toEqual([...SIGN_TYPES].sort());
      for (const type of ['Monument Signs', 'Pylon Signs']) {
        const signs = all<{ id: number }>('SELECT id FROM signs WHERE brand_id = ? AND sign_type = ?', id, type);
        for (const sign of signs) {
          const sizes = all<{ n: string }>(
            'SELECT size_name AS n FROM sign_sizes WHERE sign_id = ? ORDER BY size_name',
            sign.id,
          );
          expect(sizes.map((s) => s.n)).toEqual(['<24 SF', '>24 SF']);
        }
      }
      const sizeless = all(
        'SELECT s.name FROM signs s WHERE brand_id = ? AND NOT EXISTS (SELECT 1 FROM sign_sizes z WHERE z.sign_id = s.id)',
        id,
      );
      expect(sizeless, slug).toEqual([]);
    }
  });

  it('gives every brand the same services, each with its price type', () => {
    for (const { id, slug } of all<{ id: number; slug: string }>('SELECT id, slug FROM brands')) {
      const rows = all<{ name: string; type: string }>(
        'SELECT name, price_type AS type FROM services WHERE brand_id = ?',
        id,
      );
      expect(Object.fromEntries(rows.map((r) => [r.name, r.type])), slug).toEqual(SERVICES);
    }
  });

  it('writes every option value string in the grammar the pricing code parses', () => {
    const options = all<{ name: string; values: string }>('SELECT name, "values" FROM sign_options');
    expect(options.length).toBeGreaterThanOrEqual(10);
    for (const o of options) expect(parsesAsOptionValues(o.values), `${o.name}: ${o.values}`).toBe(true);
    expect(options.some((o) => /\+\$\d+(\.\d+)?\/SF/.test(o.values))).toBe(true);
    expect(all('SELECT placeholder FROM sign_options WHERE name = ?', 'Raceway')).toEqual([
      { placeholder: '{Raceway-Mounted}' },
    ]);
    // The grammar check itself rejects what it should.
    for (const bad of ['Red,Blue', 'Red +10', 'Red +$1,000', 'Red +$5 +10%', 'Red, '])
      expect(parsesAsOptionValues(bad)).toBe(false);
  });

  it('links every option to at least one existing sign', () => {
    const orphans = all(
      'SELECT * FROM sign_option_signs l WHERE NOT EXISTS (SELECT 1 FROM signs s WHERE s.id = l.sign_id)',
    );
    expect(orphans).toEqual([]);
    const unlinked = all<{ name: string }>(
      'SELECT name FROM sign_options o WHERE NOT EXISTS (SELECT 1 FROM sign_option_signs l WHERE l.option_id = o.id)',
    );
    expect(unlinked).toEqual([]);
  });

  it('has sample jobs whose sign lines use a size of their own sign', () => {
    const perBrand = all<{ slug: string; n: number }>(
      'SELECT b.slug, count(*) AS n FROM jobs j JOIN brands b ON b.id = j.brand_id GROUP BY b.slug',
    );
    expect(perBrand.find((r) => r.slug === 'dhc')!.n).toBeGreaterThanOrEqual(2);
    expect(perBrand.find((r) => r.slug === 'skx')!.n).toBeGreaterThanOrEqual(2);
    const mismatched = all(
      `SELECT l.id FROM line_items l LEFT JOIN sign_sizes z ON z.id = l.sign_size_id
        WHERE l.line_type = 'sign' AND (z.id IS NULL OR z.sign_id IS NOT l.sign_id)`,
    );
    expect(mismatched).toEqual([]);
    const taxes = all('SELECT id FROM jobs WHERE (tax_percentage IS NULL) = (tax_amount IS NULL)');
    expect(taxes).toEqual([]);
  });

  it('stores every money column as integer cents', () => {
    const money: Record<string, string[]> = {
      sign_sizes: ['sign_price', 'install_price', 'sign_budget', 'install_budget', 'raceway_price'],
      line_items: ['line_item_price', 'line_item_install_price', 'line_item_budget', 'line_item_install_budget'],
      jobs: ['tax_amount', 'tax_percentage'],
    };
    for (const [table, columns] of Object.entries(money)) {
      for (const c of columns) {
        const bad = all(`SELECT id FROM ${table} WHERE ${c} IS NOT NULL AND typeof(${c}) <> 'integer'`);
        expect(bad, `${table}.${c}`).toEqual([]);
      }
    }
  });
});

describe('seedBulkJobs', () => {
  it('adds the requested number of jobs, each with a version and lines', () => {
    const db = openDatabase(':memory:');
    try {
      seed(db);
      const count = () => (db.$client.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n;
      const before = count();
      expect(seedBulkJobs(db, 200)).toBe(200);
      expect(count()).toBe(before + 200);
      seedBulkJobs(db, 5); // continues numbering instead of colliding
      expect(count()).toBe(before + 205);
      const versionless = db.$client
        .prepare(
          'SELECT count(*) AS n FROM jobs j WHERE NOT EXISTS (SELECT 1 FROM job_versions v WHERE v.job_id = j.id)',
        )
        .get() as { n: number };
      expect(versionless.n).toBe(0);
    } finally {
      db.$client.close();
    }
  });
});
