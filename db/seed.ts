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

function runAsScript(): void {
  const db = openDatabase();
  try {
    const s = seed(db);
    console.log(
      `Seeded ${db.$client.name}: ${s.brands} brands, ${s.users} users, ${s.signs} signs, ${s.sizes} sizes, ${s.options} options, ${s.services} services, ${s.clients} clients, ${s.jobs} sample jobs`,
    );
  } finally {
    db.$client.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) runAsScript();
