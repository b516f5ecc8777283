/**
 * The line-item and catalogue JSON calls over real HTTP against the production
 * build (routes registered, cookies, JSON in and out): quote a job the way a
 * script would, then read it back with totals. The API does not depend on
 * the page's JavaScript, so this runs in the `js` project only.
 */
import { expect, test } from './support/fixtures';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'JSON API: the same with JavaScript off');

test('quote a job through /api/job-line-items and read it back', async ({ userPage: page, baseURL }) => {
  const api = page.request;
  const headers = { Origin: baseURL! };
  const brands = (await (await api.get('/api/brands')).json()) as { id: number; brand_slug: string }[];
  const cjr = brands.find((b) => b.brand_slug === 'cjr')!;
  const managers = (await (await api.get('/api/profiles')).json()) as { id: number }[];

  const signs = (await (await api.get(`/api/brands/${cjr.id}/signs`)).json()) as { id: number; signName: string; signType: string }[];
  const letters = signs.find((s) => s.signName === 'Channel Letters')!;
  expect(letters.signType).toBe('Wall Signs');
  const sizes = (await (await api.get(`/api/signs/${letters.id}/pricing`)).json()) as { sizeName: string; signPrice: number }[];
  expect(sizes.map((s) => s.sizeName)).toEqual(['18"', '24"', '30"', '36"', '48"']);
  const options = (await (await api.get(`/api/signs/${letters.id}/options`)).json()) as { optionName: string; parsedValues: unknown[] }[];
  expect(options.find((o) => o.optionName === 'Color')!.parsedValues).toContainEqual({ display: 'Bronze', modifier: '+$150' });
  const services = (await (await api.get(`/api/brands/${cjr.id}/services`)).json()) as { id: number; serviceName: string }[];

  const created = await api.post('/api/jobs', {
    headers,
    data: {
      jobName: 'API Quote',
      jobNumber: `API-${Date.now()}`,
      location: '1 Main St, Springfield, IL 62701',
      brandId: cjr.id,
      managerId: managers[0]!.id,
      jobTerms: 'Net30',
      jobTax: { percentage: 8.25, amount: null },
      clientName: 'API Client',
      clientAddress: '2 Main St, Springfield, IL 62701',
      contactName: 'Pat Lee',
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { jobNumber: string; brandSlug: string };
  const byJob = `/api/job-line-items/by-job/${job.brandSlug}/${encodeURIComponent(job.jobNumber)}`;
  const empty = (await (await api.get(byJob)).json()) as { jobVersionId: number; items: unknown[] };
  expect(empty.items).toEqual([]);

  const sign = await api.post('/api/job-line-items', {
    headers,
    data: {
      jobVersionId: empty.jobVersionId,
      lineType: 'sign',
      signId: letters.id,
      quantity: 2,
      selectedOptions: { size: '24"', Color: 'White', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted', 'Backer Size': 'None', 'Backer Illumination': 'No', 'Lift Equipment': 'Ladder' },
      lineItemPrice: 1,
    },
  });
  expect(sign.status()).toBe(201);
  expect(await sign.json()).toMatchObject({ lineItemPrice: 3300, lineItemInstallPrice: 950, sortOrder: 1 });

  const survey = await api.post('/api/job-line-items', {
    headers,
    data: { jobVersionId: empty.jobVersionId, lineType: 'service', serviceId: services.find((s) => s.serviceName === 'Survey')!.id, quantity: 1 },
  });
  expect(survey.status()).toBe(201);
  const surveyLine = (await survey.json()) as { id: number; lineItemInstallPrice: number };
  expect(surveyLine.lineItemInstallPrice).toBe(595);

  const refused = await api.post('/api/job-line-items', { headers, data: { jobVersionId: empty.jobVersionId, lineType: 'sign', signId: letters.id, quantity: 0 } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { fields: object }).fields).toHaveProperty('quantity');

  const moved = await api.patch(`/api/job-line-items/${surveyLine.id}`, { headers, data: { sortOrder: 1 } });
  expect(((await moved.json()) as { sortOrder: number }).sortOrder).toBe(1);

  const read = (await (await api.get(byJob)).json()) as { items: { sortOrder: number; serviceName: string | null }[]; totals: { price: object } };
  expect(read.items.map((i) => [i.sortOrder, i.serviceName])).toEqual([[1, 'Survey'], [2, null]]);
  // 2 x $3,300 units; $950 + $595 installation.
  expect(read.totals.price).toEqual({ items: 6600, installation: 1545, total: 8145 });

  expect((await api.delete(`/api/job-line-items/${surveyLine.id}`, { headers })).status()).toBe(200);
  const after = (await (await api.get(byJob)).json()) as { items: { sortOrder: number }[] };
  expect(after.items.map((i) => i.sortOrder)).toEqual([1]);
});
