/**
 * POST /api/jobs/{id}/duplicate: a new job from one version
 * of job {id}, as the Duplicate dialog makes it. Body: sourceVersionNumber
 * (required); brandId (default the job's own brand); jobName, jobNumber (empty
 * or 'TBD': the brand's next number), location, managerId, jobTerms, jobTax
 * {percentage, amount}, clientName, clientAddress, contactName, contactPhone,
 * contactTitle, contactEmail: each defaults to the job's own. 201 {id,
 * jobNumber, brandSlug, proposalNo, keptAsCustom}; 400 naming the field; 404
 * unknown job or version; 409 a job number the brand already has.
 *
 * A job may be numbered 'duplicate': a non-numeric id is handed on to the
 * job's own route, as /versions does.
 */
import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/jobs.$id.duplicate';
import * as jobRoute from './jobs.$brandSlug.$jobNumber';
import { fieldErrors, jsonError, readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { requireApiUser } from '~/server/auth/session.server';
import { getJob } from '~/server/jobs/job-detail.server';
import { duplicateFormValues, duplicateJob } from '~/server/jobs/job-duplicate.server';
import { apiJobTax, apiJobTaxSchema, clientInfoSchema, newJobInfoSchema, type JobFormValues } from '~/domain/jobs/job-form';
import { DUPLICATE_MESSAGES } from '~/domain/jobs/duplicate';
import { API_JOB_FIELDS, apiJobFieldsShape, apiScalar } from '~/domain/jobs/job-api';

const bodySchema = z.object({
  sourceVersionNumber: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z.number({ message: DUPLICATE_MESSAGES.versionNotFound }).int(DUPLICATE_MESSAGES.versionNotFound).positive(DUPLICATE_MESSAGES.versionNotFound),
  ),
  ...apiJobFieldsShape,
  jobTerms: apiScalar,
  jobTax: apiJobTaxSchema,
});

const OVERRIDES = [...API_JOB_FIELDS, 'jobTerms'] as const;

const isJobId = (id: string) => /^\d{1,15}$/.test(id);
const asJobNumberedDuplicate = (args: Route.LoaderArgs | Route.ActionArgs) => ({ ...args, params: { brandSlug: args.params.id, jobNumber: 'duplicate' } }) as never;

const route = apiRoute({
  guard: requireApiUser,
  async POST({ request, params, user }) {
    const job = getJob(apiId(params.id, 'Job not found'));
    if (!job) return jsonError(404, 'Job not found');
    const body = await readJson(request, bodySchema);

    const values: Record<string, unknown> = { ...duplicateFormValues(job) };
    for (const key of OVERRIDES) {
      const v = body[key];
      if (v === undefined) continue;
      if (v === null || v === '') delete values[key];
      else values[key] = String(v);
    }
    // A moved job's old location suggestion no longer describes a new location.
    if (body.location !== undefined) delete values.parsedJobLocation;
    if (body.jobTax !== undefined) Object.assign(values, { taxPercentage: undefined, taxAmount: undefined }, apiJobTax(body.jobTax));
    const jobInfo = newJobInfoSchema.safeParse(values as JobFormValues);
    const clientInfo = clientInfoSchema.safeParse(values);
    if (!jobInfo.success || !clientInfo.success) {
      return jsonError(400, 'Invalid request', { ...(jobInfo.error ? fieldErrors(jobInfo.error) : {}), ...(clientInfo.error ? fieldErrors(clientInfo.error) : {}) });
    }
    const result = duplicateJob(job, body.sourceVersionNumber, { jobInfo: jobInfo.data, clientInfo: clientInfo.data }, user.id);
    if (!result.ok) return jsonError(result.status, result.error, result.fieldErrors);
    const { id, jobNumber, brandSlug, proposalNo } = result.job;
    return data({ id, jobNumber, brandSlug, proposalNo, keptAsCustom: result.keptAsCustom }, { status: 201 });
  },
});

export function loader(args: Route.LoaderArgs) {
  return isJobId(args.params.id) ? route.loader(args) : jobRoute.loader(asJobNumberedDuplicate(args));
}

export function action(args: Route.ActionArgs) {
  return isJobId(args.params.id) ? route.action(args) : jobRoute.action(asJobNumberedDuplicate(args));
}
