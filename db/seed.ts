/**
 * `npm run db:seed`: the demo data every screen and test relies on (brands,
 * users, the sign catalogue, options, services, clients and sample jobs).
 *
 * Idempotent and non-destructive: rows are inserted only when missing (by
 * their natural key), never updated, so running it again changes nothing and
 * an admin's edits survive. One synchronous transaction: all or nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DB } from './connection';
import { seedBrands } from './seed/brands';
import { seedClients } from './seed/clients';
import { seedCatalogue } from './seed/insert-catalogue';
import { seedJobs } from './seed/jobs';
import { seedOptions } from './seed/options';
import { seedServices } from './seed/services';
import { seedUsers } from './seed/users';

export interface SeedSummary {
  brands: number;
  users: number;
  signs: number;
  sizes: number;
  options: number;
  services: number;
  clients: number;
  jobs: number;
}

export function seed(db: DB, now: number = Date.now()): SeedSummary {
  return db.transaction((tx) => {
    const brandIds = seedBrands(tx);
    const userIds = seedUsers(tx, now);
    const optionIds = seedOptions(tx);
    const catalogue = seedCatalogue(tx, brandIds, optionIds);
    const serviceIds = seedServices(tx, brandIds);
    const clients = seedClients(tx, now);
    const jobs = seedJobs(tx, { brandIds, userIds, catalogue, serviceIds, clients }, now);
    return {
      brands: brandIds.size,
      users: userIds.size,
      signs: catalogue.signs.size,
      sizes: catalogue.sizes.size,
      options: optionIds.size,
      services: serviceIds.size,
      clients: clients.clients.size,
      jobs,
    };
  });
}

/** What the seed counts, by table, so the script can say what it added. */
const COUNTED = [
  ['brands', 'brands'],
  ['users', 'users'],
  ['signs', 'signs'],
  ['sign_sizes', 'sizes'],
  ['sign_options', 'options'],
  ['services', 'services'],
  ['clients', 'clients'],
  ['jobs', 'sample jobs'],
] as const;

function counts(db: DB): number[] {
  return COUNTED.map(([table]) => (db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
}

/** 'Seeded <file>: added 5 brands, ...', or that there was nothing to add (the seed only fills in what is missing). */
export function seedReport(file: string, before: number[], after: number[]): string {
  const added = COUNTED.map(([, label], i) => [after[i]! - before[i]!, label] as const).filter(([n]) => n > 0);
  if (added.length === 0) return `Seed: nothing to add, ${file} already has all the demo data.`;
  return `Seeded ${file}: added ${added.map(([n, label]) => `${n} ${label}`).join(', ')}.`;
}

function runAsScript(): void {
  const db = openDatabase();
  try {
    const before = counts(db);
    seed(db);
    console.log(seedReport(db.$client.name, before, counts(db)));
  } finally {
    db.$client.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) runAsScript();
