/**
 * PATCH /api/jobs/{brandSlug}/{jobNumber} with client info: new or reused
 * client, address and contact rows, chosen ids that must still match their
 * text, and validation messages under the JSON's own field names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loader, action } from '../app/routes/api/jobs.$brandSlug.$jobNumber';
import { MESSAGES } from '../app/domain/jobs/job-form';
import { call, cookieFor, makeJob, makeUser } from './support/job-detail-fixtures';

let cookie: string;
beforeAll(async () => {
  cookie = await cookieFor(makeUser('estimator@test.local', 'Sam Ortiz'));
});

const url = (slug: string, number: string) => `http://localhost/api/jobs/${slug}/${encodeURIComponent(number)}`;

function get(slug: string, number: string) {
  const request = new Request(url(slug, number), { headers: { Cookie: cookie } });
  return call(() => loader({ request, params: { brandSlug: slug, jobNumber: number }, context: {} } as never));
}

function patch(slug: string, number: string, body: unknown) {
  const request = new Request(url(slug, number), {
    method: 'PATCH',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return call(() => action({ request, params: { brandSlug: slug, jobNumber: number }, context: {} } as never));
}

describe('PATCH client info', () => {
  it('creates a new client, address and contact and answers the job with them', async () => {
    const f = makeJob();
    const res = await patch('dhc', f.jobNumber, {
      clientName: 'Brand New Client Co',
      clientAddress: '500 Market St, San Francisco, CA 94105',
      selectedClientId: null,
      selectedClientAddressId: null,
      parsedClientAddress: null,
      contactName: 'Alex Kim',
      contactPhone: '(415) 555-0199',
      contactTitle: 'Facilities',
      contactEmail: 'alex@newclient.example',
      selectedContactId: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      jobNumber: f.jobNumber,
      clientName: 'Brand New Client Co',
      clientAddress: '500 Market St, San Francisco, CA 94105',
      contactName: 'Alex Kim',
      contactPhone: '(415) 555-0199',
      contactTitle: 'Facilities',
      contactEmail: 'alex@newclient.example',
    });
  });

  it('reuses a chosen client, address and contact by id', async () => {
    const a = makeJob();
    const b = makeJob();
    const aJob = (await get('dhc', a.jobNumber)).body as { clientId: number; clientName: string; clientAddressId: number; contactId: number };
    const res = await patch('dhc', b.jobNumber, {
      clientName: aJob.clientName,
      clientAddress: '12 Main St, Springfield, IL 62701, United States',
      selectedClientId: aJob.clientId,
      selectedClientAddressId: aJob.clientAddressId,
      contactName: 'Pat Lee',
      contactTitle: 'Owner',
      contactPhone: '(555) 123-4567',
      contactEmail: 'pat@example.com',
      selectedContactId: aJob.contactId,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { clientId: aJob.clientId, clientAddressId: aJob.clientAddressId, contactId: aJob.contactId, contactEmail: 'pat@example.com' },
    });
  });

  it('drops a chosen id whose row no longer matches the text sent with it', async () => {
    const f = makeJob();
    const job = (await get('dhc', f.jobNumber)).body as {
      clientId: number;
      clientName: string;
      clientAddress: string;
      clientAddressId: number;
      contactId: number;
    };
    const sent = {
      clientName: job.clientName,
      clientAddress: job.clientAddress,
      selectedClientId: job.clientId,
      selectedClientAddressId: job.clientAddressId,
      contactName: 'Pat Lee',
      contactTitle: 'Owner',
      contactPhone: '5551234567',
      contactEmail: 'PAT@example.com',
      selectedContactId: job.contactId,
    };
    expect((await patch('dhc', f.jobNumber, sent)).body).toMatchObject({ contactId: job.contactId, clientAddressId: job.clientAddressId });
    const edited = (await patch('dhc', f.jobNumber, { ...sent, contactTitle: 'Partner', clientAddress: '77 Side Rd, Springfield, IL 62702' }))
      .body as typeof job & { contactTitle: string };
    expect(edited).toMatchObject({ clientId: job.clientId, contactTitle: 'Partner', clientAddress: '77 Side Rd, Springfield, IL 62702' });
    expect(edited.contactId).not.toBe(job.contactId);
    expect(edited.clientAddressId).not.toBe(job.clientAddressId);
    // A renamed client is another client: none of the old ids carry over.
    const renamed = (await patch('dhc', f.jobNumber, { ...sent, clientName: `Renamed ${f.jobNumber}` })).body as typeof job;
    expect(renamed.clientId).not.toBe(job.clientId);
    expect(renamed.contactId).not.toBe(job.contactId);
  });

  it('answers 400 naming bad fields under their JSON names', async () => {
    const a = makeJob();
    const b = makeJob();
    const bJob = (await get('dhc', b.jobNumber)).body as { contactId: number };
    const res = await patch('dhc', a.jobNumber, {
      clientName: 'Client Name',
      contactPhone: '555-123-45678',
      contactEmail: 'not-an-email',
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        fields: {
          clientName: [MESSAGES.clientName],
          contactPhone: [MESSAGES.phone],
          contactEmail: [MESSAGES.email],
        },
      },
    });
    expect(await patch('dhc', a.jobNumber, { clientName: '' })).toMatchObject({
      status: 400,
      body: { fields: { clientName: [MESSAGES.clientName] } },
    });
    // Another client's contact does not fit this client: nothing is saved.
    const before = (await get('dhc', a.jobNumber)).body;
    const wrong = await patch('dhc', a.jobNumber, {
      clientName: 'Someone Else Ltd',
      contactName: 'Pat Lee',
      contactTitle: 'Owner',
      contactPhone: '5551234567',
      contactEmail: 'pat@example.com',
      selectedContactId: bJob.contactId,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((wrong.body as { fields: object }).fields)).toEqual(['selectedContactId']);
    expect((await get('dhc', a.jobNumber)).body).toEqual(before);
  });
});
