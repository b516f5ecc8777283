/** GET /api/jobs (paged list) and POST /api/jobs (create), docs/product.md § The API. */
import { data } from 'react-router';
import { jobListApiQuery } from '~/domain/jobs/job-search';
import { apiJobPayloadSchema, apiJobToFormValues, renameFields } from '~/domain/jobs/job-api';
import { clientInfoSchema, newJobInfoSchema } from '~/domain/jobs/job-form';
import { fieldErrors, jsonError, readJson, readQuery } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { FieldInputError } from '~/server/clients/client-records.server';
import { listJobs } from '~/server/jobs/job-list.server';
import { brandIdByName, createJob } from '~/server/jobs/jobs.server';
import { requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiUser,
  /**
   * GET /api/jobs?q=&brand=&manager=&creator=&status=&from=&to=&sort=&page=: the list with
   * search, filters and sort; a bad value is a 400 naming it.
   */
  GET({ request }) {
    const { brand, brandSlug, ...query } = readQuery(request, jobListApiQuery);
    const { jobs, total, page, pageSize, pageCount } = listJobs({ ...query, brandSlug: brand ?? brandSlug });
    return { jobs, total, page, pageSize, pageCount };
  },
  POST: ({ request, user }) => createFromApi(request, user.id),
});
export const loader = route.loader;
export const action = route.action;

async function createFromApi(request: Request, userId: number) {
  const payload = await readJson(request, apiJobPayloadSchema);
  const { values, brandName, fieldNames } = apiJobToFormValues(payload);

  if (brandName) {
    const id = brandIdByName(brandName);
    if (id === null) return jsonError(400, 'Invalid request', { brandName: ['Unknown brand'] });
    values.brandId = String(id);
  }
  // An empty or 'TBD' jobNumber is numbered by the brand's pattern when created.
  const jobInfo = newJobInfoSchema.safeParse(values);
  const clientInfo = clientInfoSchema.safeParse(values);
  if (!jobInfo.success || !clientInfo.success) {
    const fields = { ...(jobInfo.error ? fieldErrors(jobInfo.error) : {}), ...(clientInfo.error ? fieldErrors(clientInfo.error) : {}) };
    return jsonError(400, 'Invalid request', renameFields(fields, fieldNames));
  }

  try {
    const job = createJob({ jobInfo: jobInfo.data, clientInfo: clientInfo.data }, userId);
    return data(job, { status: 201 });
  } catch (error) {
    if (!(error instanceof FieldInputError)) throw error;
    const message = error.status === 409 ? 'Job number already exists' : 'Invalid request';
    return jsonError(error.status, message, renameFields(error.fields, fieldNames));
  }
}
