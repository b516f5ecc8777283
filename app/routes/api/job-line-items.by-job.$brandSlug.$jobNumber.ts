/**
 * GET /api/job-line-items/by-job/{brandSlug}/{jobNumber}?version={n}: the
 * version's line items in order (fields of docs/product.md § Entities and fields: signName,
 * serviceName, signImage, serviceIcon, selectedOptions as an object, money in
 * dollars) and its budget and price totals; the latest version without
 * ?version=. 404 for an unknown job or version.
 *
 * Shape: { jobId, jobName, brandSlug, jobNumber, jobVersionId, versionNumber, items: [...], totals: {budget, price} }.
 */
import { z } from 'zod';
import { jsonError, readQuery } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { apiLineItemsForJob } from '~/server/line-items/line-item-reads.server';
import { requireApiUser } from '~/server/auth/session.server';

const querySchema = z.object({
  version: z
    .string()
    .regex(/^\d{1,9}$/, 'version must be a version number')
    .transform(Number)
    .optional(),
});

const route = apiRoute({
  guard: requireApiUser,
  GET({ request, params }) {
    const { version } = readQuery(request, querySchema);
    const found = apiLineItemsForJob(params.brandSlug ?? '', params.jobNumber ?? '', version ?? null);
    if (found === 'job') throw jsonError(404, 'Job not found');
    if (found === 'version') throw jsonError(404, 'Version not found');
    return found;
  },
});
export const loader = route.loader;
export const action = route.action;
