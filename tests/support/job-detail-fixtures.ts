/**
 * Small, self-contained rows for the job page tests (independent of the demo
 * seed): two brands, two users, a sign with a size, a service and a job with
 * version 1 holding three line items.
 */
import { getDb, schema } from '../../app/server/db.server';
import { createSession } from '../../app/server/auth/session.server';

let counter = 0;

export function makeBrand(slug: string, name: string, prefix: string): number {
  const db = getDb();
  const found = db.select().from(schema.brands).all().find((b) => b.slug === slug);
  if (found) return found.id;
  return db.insert(schema.brands).values({ slug, name, proposalPrefix: prefix }).returning().get().id;
}

export function makeUser(email: string, fullName: string, role: 'User' | 'Admin' = 'User'): number {
  const db = getDb();
  const found = db.select().from(schema.users).all().find((u) => u.email === email);
  if (found) return found.id;
  return db.insert(schema.users).values({ email, fullName, role, jobTitle: role === 'User' ? 'Estimator' : null }).returning().get().id;
}

export async function cookieFor(userId: number): Promise<string> {
  const { cookie } = await createSession(userId);
  return cookie.split(';')[0]!;
}

export type JobFixture = {
  jobId: number;
  brandId: number;
  otherBrandId: number;
  userId: number;
  managerId: number;
  versionId: number;
  jobNumber: string;
  signId: number;
  sizeId: number;
  serviceId: number;
};

/** A fresh job of brand 'dhc' with version 1 and three line items (sort orders 1..3). */
export function makeJob(overrides: { jobNumber?: string; withVersion?: boolean } = {}): JobFixture {
  const db = getDb();
  counter += 1;
  const brandId = makeBrand('dhc', "Dave's Hot Chicken", 'DHCP');
  const otherBrandId = makeBrand('skx', 'Skechers', 'SKXP');
  const userId = makeUser('estimator@test.local', 'Sam Ortiz');
  const managerId = makeUser('pm@test.local', 'Priya Nair');
  const sign =
    db.select().from(schema.signs).all().find((s) => s.name === 'Channel Letters') ??
    db
      .insert(schema.signs)
      .values({ brandId, name: 'Channel Letters', signType: 'Wall Signs', image: '/images/signs/cl.svg', description: 'Channel letters {Size}' })
      .returning()
      .get();
  const size =
    db.select().from(schema.signSizes).all().find((s) => s.signId === sign.id) ??
    db.insert(schema.signSizes).values({ signId: sign.id, sizeName: '24"', signPrice: 250000, installPrice: 80000 }).returning().get();
  const service =
    db.select().from(schema.services).all().find((s) => s.name === 'Survey') ??
    db.insert(schema.services).values({ brandId, name: 'Survey', description: 'Site survey', icon: 'survey' }).returning().get();
  // The other brand's Custom Sign: what a job moved there carries its lines on (~/domain/jobs/brand-move).
  if (!db.select().from(schema.signs).all().some((s) => s.brandId === otherBrandId && s.signType === 'Custom Signs')) {
    const custom = db
      .insert(schema.signs)
      .values({ brandId: otherBrandId, name: 'Custom Sign', signType: 'Custom Signs', priceType: 'user_input', description: 'Custom Sign per Approved Drawing' })
      .returning()
      .get();
    db.insert(schema.signSizes).values({ signId: custom.id, sizeName: 'Custom' }).run();
  }
  const client = db.insert(schema.clients).values({ name: `Client ${counter}` }).returning().get();
  const address = db
    .insert(schema.clientAddresses)
    .values({ clientId: client.id, street: '12 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'United States' })
    .returning()
    .get();
  const contact = db
    .insert(schema.clientContacts)
    .values({ clientId: client.id, name: 'Pat Lee', title: 'Owner', phone: '5551234567', email: 'pat@example.com' })
    .returning()
    .get();
  const jobNumber = overrides.jobNumber ?? `T-${counter}`;
  const job = db
    .insert(schema.jobs)
    .values({
      jobName: `Test Job ${counter}`,
      jobNumber,
      brandId,
      jobLocation: '1 Elm St, Springfield, IL 62701',
      clientId: client.id,
      clientAddressId: address.id,
      contactId: contact.id,
      projectManagerId: managerId,
      creatorId: userId,
      jobTerms: 'Net30',
      taxPercentage: 825,
      proposalNo: `DHCP-${counter}`,
    })
    .returning()
    .get();
  let versionId = 0;
  if (overrides.withVersion !== false) {
    versionId = db.insert(schema.jobVersions).values({ jobId: job.id, versionNumber: 1, createdById: userId }).returning().get().id;
    db.insert(schema.lineItems)
      .values([
        // Inserted out of order on purpose: sort_order, not id, decides.
        { jobVersionId: versionId, lineType: 'service', serviceId: service.id, quantity: 1, lineItemInstallPrice: 59500, lineItemInstallBudget: 30000, pricingMode: 'Calculated', sortOrder: 3 },
        {
          jobVersionId: versionId,
          lineType: 'sign',
          signId: sign.id,
          signSizeId: size.id,
          quantity: 2,
          description: 'Channel letters 24"',
          selectedOptions: JSON.stringify({ size: '24"', Color: 'Red' }),
          lineItemPrice: 250000,
          lineItemInstallPrice: 80000,
          lineItemBudget: 137500,
          lineItemInstallBudget: 44000,
          pricingMode: 'Calculated',
          sortOrder: 1,
        },
        { jobVersionId: versionId, lineType: 'sign', signId: sign.id, quantity: 1, description: 'Custom panel', lineItemPrice: 12345, lineItemBudget: 6789, pricingMode: 'Custom', sortOrder: 2, level: 1 },
      ])
      .run();
  }
  return { jobId: job.id, brandId, otherBrandId, userId, managerId, versionId, jobNumber, signId: sign.id, sizeId: size.id, serviceId: service.id };
}

/** Calls a loader/action and gives status and body, whether it returned or threw data()/Response. */
export async function call(fn: () => unknown): Promise<{ status: number; body: unknown; headers: Headers }> {
  let out: unknown;
  try {
    out = await fn();
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) {
    const text = await out.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: out.status, body, headers: out.headers };
  }
  if (out && typeof out === 'object' && (out as { type?: string }).type === 'DataWithResponseInit') {
    const d = out as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data, headers: new Headers(d.init?.headers) };
  }
  return { status: 200, body: out, headers: new Headers() };
}
