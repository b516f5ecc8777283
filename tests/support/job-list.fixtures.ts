/**
 * Small, explicit data for the jobs-list and client tests (independent of the
 * demo seed so counts and order are known exactly).
 */
import { getDb, schema } from '../../app/server/db.server';

export function insertPeopleAndBrands() {
  const db = getDb();
  const [cjr, dhc, skx] = db
    .insert(schema.brands)
    .values([
      { name: "Carl's Jr", slug: 'cjr', proposalPrefix: 'CJRP' },
      { name: "Dave's Hot Chicken", slug: 'dhc', proposalPrefix: 'DHCP' },
      { name: 'Skechers', slug: 'skx', proposalPrefix: 'SKXP' },
    ])
    .returning()
    .all();
  const [owner, pm, nameless] = db
    .insert(schema.users)
    .values([
      { email: 'owner@signboard.local', fullName: 'Morgan Reyes', role: 'Super-Admin' },
      { email: 'pm@signboard.local', fullName: 'Priya Nair', role: 'User', jobTitle: 'Project Manager' },
      { email: 'nameless@signboard.local', role: 'User' },
    ])
    .returning()
    .all();
  const client = db.insert(schema.clients).values({ name: 'Acme Foods' }).returning().get();
  return { cjr: cjr!, dhc: dhc!, skx: skx!, owner: owner!, pm: pm!, nameless: nameless!, client };
}

/** `count` jobs of one brand, one minute apart, starting at `start`. */
export function insertJobs(opts: {
  count: number;
  brandId: number;
  prefix: string;
  start: number;
  creatorId?: number | null;
  projectManagerId?: number | null;
  clientId?: number | null;
  status?: string;
}) {
  const rows = Array.from({ length: opts.count }, (_, i) => ({
    jobName: `${opts.prefix} Job ${i + 1}`,
    jobNumber: `${opts.prefix}-${1000 + i}`,
    brandId: opts.brandId,
    creatorId: opts.creatorId ?? null,
    projectManagerId: opts.projectManagerId ?? null,
    clientId: opts.clientId ?? null,
    status: opts.status ?? 'Draft',
    createdAt: opts.start + i * 60_000,
    updatedAt: opts.start + i * 60_000,
  }));
  return getDb().insert(schema.jobs).values(rows).returning({ id: schema.jobs.id }).all();
}
