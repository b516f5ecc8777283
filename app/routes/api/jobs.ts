/** GET /api/jobs (paged list) and POST /api/jobs (create), spec section 7. */
import { data } from 'react-router';
import type { Route } from './+types/jobs';
import { jobListApiQuery } from '~/domain/jobs/job-search';
import { apiJobPayloadSchema, apiJobToFormValues, renameFields } from '~/domain/jobs/job-api';
import { clientInfoSchema, newJobInfoSchema } from '~/domain/jobs/job-form';
import { fieldErrors, jsonError, methodNotAllowed, readJson, readQuery } from '~/server/http/api.server';
import { FieldInputError } from '~/server/clients/client-records.server';
import { listJobs } from '~/server/jobs/job-list.server';
import { brandIdByName, createJob } from '~/server/jobs/jobs.server';
import { requireApiUser } from '~/server/auth/session.server';

/**
 * GET /api/jobs?q=&brand=&manager=&creator=&status=&from=&to=&sort=&page= (issue 23): the list with
 * search, filters and sort; a bad value is a 400 naming it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  const { brand, brandSlug, ...query } = readQuery(request, jobListApiQuery);
  const { jobs, total, page, pageSize, pageCount } = listJobs({ ...query, brandSlug: brand ?? brandSlug });
  return { jobs, total, page, pageSize, pageCount };
}

export async function action({ request }: Route.ActionArgs) {
  // The session check first, as on every /api route: a signed-out caller learns nothing, not even the methods.
  const user = await requireApiUser(request);
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
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
    const job = createJob({ jobInfo: jobInfo.data, clientInfo: clientInfo.data }, user.id);
    return data(job, { status: 201 });
  } catch (error) {
    if (!(error instanceof FieldInputError)) throw error;
    const message = error.status === 409 ? 'Job number already exists' : 'Invalid request';
    return jsonError(error.status, message, renameFields(error.fields, fieldNames));
  }
}
