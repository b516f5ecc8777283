/**
 * seedSearchJobs(db, count): many varied jobs for the search's tests and bench
 * (the jobs list's search, filters and sort), in one transaction with prepared statements. Unlike
 * seedBulkJobs (db/seed/bulk.ts, five clients and one price per brand), every
 * 5th job gets a client of its own with a made-up name, a contact with an
 * e-mail, a street and a city (some accented: 'San José', 'Montréal'), and
 * one or two versions whose Custom lines have varied quantities and amounts,
 * so searches narrow and totals sort. Deterministic: the same count gives the
 * same rows. Needs the normal seed first (brands, users). The FTS index is
 * kept by the jobs triggers, as for any other write.
 */
import type { DB } from '../connection';

const SYLLABLES = ['bra', 'cor', 'del', 'fin', 'gal', 'hum', 'jor', 'kes', 'lum', 'mar', 'nov', 'pra', 'quil', 'ros', 'sten', 'tav', 'ulm', 'ver', 'wes', 'zan'];
const SUFFIXES = ['Holdings', 'Foods', 'Retail Group', 'Partners', 'Outfitters', 'Dental', 'Realty', 'Market'];
const FIRST = ['Ana', 'Ben', 'Chloé', 'Diego', 'Elena', 'Farid', 'Grace', 'Hugo', 'Inés', 'Jamal', 'Keiko', 'Liam'];
const LAST = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Evans', 'Fischer', 'García', 'Haddad', 'Ito', 'Jensen', 'Kowalski', 'Lopez'];
const CITIES = ['San José, CA', 'Montréal, QC', 'Palm Springs, CA', 'Española, NM', 'Upland, CA', 'Cañon City, CO', 'Springfield, IL', 'Québec, QC'];
const STREETS = ['Main St', 'Oak Ave', 'Route 66', 'Av. de la Paz', 'Elm Blvd', 'Harbor Way'];

/** A pronounceable word unique to `n` (three syllables from base 20): 'Bracordel'. */
export function madeUpWord(n: number): string {
  const a = SYLLABLES[n % 20]!;
  const b = SYLLABLES[Math.floor(n / 20) % 20]!;
  const c = SYLLABLES[Math.floor(n / 400) % 20]!;
  const word = `${a}${b}${c}`;
  return word[0]!.toUpperCase() + word.slice(1);
}

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Inserts `count` jobs numbered 'S-nnnnnn', job n created n minutes after
 * `start` (so the newest is the last). Returns the first and last job ids.
 */
export function seedSearchJobs(db: DB, count: number, start = Date.UTC(2024, 0, 1)): { firstId: number; lastId: number } {
  const sqlite = db.$client;
  const brands = sqlite.prepare('SELECT id, proposal_prefix AS prefix FROM brands ORDER BY id').all() as { id: number; prefix: string }[];
  const users = (sqlite.prepare("SELECT id FROM users WHERE status = 'Active' ORDER BY id").all() as { id: number }[]).map((u) => u.id);
  if (brands.length === 0 || users.length === 0) throw new Error('seedSearchJobs: run the seed first');
  const insertClient = sqlite.prepare('INSERT INTO clients (name, created_at) VALUES (?, ?)');
  const insertContact = sqlite.prepare('INSERT INTO client_contacts (client_id, name, email, created_at) VALUES (?, ?, ?, ?)');
  const insertJob = sqlite.prepare(
    `INSERT INTO jobs (job_name, job_number, brand_id, job_location, client_id, contact_id, project_manager_id, creator_id,
                       status, proposal_no, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVersion = sqlite.prepare('INSERT INTO job_versions (job_id, version_number, created_at) VALUES (?, ?, ?)');
  const insertLine = sqlite.prepare(
    `INSERT INTO line_items (job_version_id, line_type, quantity, description, line_item_price, line_item_install_price,
                             line_item_budget, line_item_install_budget, pricing_mode, sort_order, created_at, updated_at)
     VALUES (?, 'service', ?, ?, ?, ?, ?, ?, 'Custom', ?, ?, ?)`,
  );
  const rand = random(count);
  const cents = (max: number) => Math.floor(rand() * max);
  let firstId = 0;
  let lastId = 0;
  sqlite.transaction(() => {
    let client = { id: 0, contact: 0 };
    for (let n = 1; n <= count; n++) {
      const at = start + n * 60_000;
      const word = madeUpWord(n);
      if (n % 5 === 1) {
        const id = Number(insertClient.run(`${word} ${SUFFIXES[n % SUFFIXES.length]}`, at).lastInsertRowid);
        const first = FIRST[n % FIRST.length]!;
        const last = LAST[Math.floor(n / 7) % LAST.length]!;
        const email = `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${n}@${word.toLowerCase()}.example`;
        client = { id, contact: Number(insertContact.run(id, `${first} ${last}`, email, at).lastInsertRowid) };
      }
      const brand = brands[n % brands.length]!;
      const location = `${100 + (n % 900)} ${STREETS[n % STREETS.length]}, ${CITIES[Math.floor(n / 3) % CITIES.length]}`;
      const jobId = Number(
        insertJob.run(
          `${word} ${CITIES[n % CITIES.length]!.split(',')[0]} Store`,
          `S-${String(n).padStart(6, '0')}`,
          brand.id,
          location,
          client.id,
          client.contact,
          users[n % users.length]!,
          users[(n + 1) % users.length]!,
          n % 4 === 0 ? 'Sent' : 'Draft',
          `${brand.prefix}-${String(n).padStart(5, '0')}`,
          at,
          at,
        ).lastInsertRowid,
      );
      firstId ||= jobId;
      lastId = jobId;
      const versions = n % 3 === 0 ? 2 : 1;
      for (let v = 1; v <= versions; v++) {
        const versionId = insertVersion.run(jobId, v, at).lastInsertRowid;
        const lines = 1 + (n % 4);
        for (let k = 1; k <= lines; k++) {
          insertLine.run(versionId, 1 + cents(5), `Line ${k}`, cents(500_000), cents(120_000), cents(300_000), cents(90_000), k, at, at);
        }
      }
    }
  })();
  return { firstId, lastId };
}
