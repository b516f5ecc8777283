/**
 * The Duplicate dialog's loader and action (job/:brandSlug/:jobNumber/duplicate):
 * a plain form that works without JavaScript. 'Show lines' (intent preview)
 * re-renders the list of lines for the chosen brand and version; Create Job
 * into another brand first shows that list and asks again (the person has seen
 * which lines are kept as Custom), then creates the job and opens it.
 */
import { data } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { JobDetail } from './job-detail.server';
import { listVersions } from './job-versions.server';
import { duplicateFormValues, duplicateJob, duplicatePreview, type DuplicatePreview } from './job-duplicate.server';
import { brandOptions, managerOptions, type BrandOption, type ManagerOption } from '~/server/catalogue/lookup.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { clientInfoSchema, jobFormValues, newJobInfoSchema, type JobFormValues } from '~/domain/jobs/job-form';
import { confirmToken, DUPLICATE_MESSAGES, duplicatedToast } from '~/domain/jobs/duplicate';
import { jobPath } from '~/domain/jobs/job-path';
import { isolateText } from '~/domain/user-text';

export type DuplicateDialogData = {
  source: { jobName: string; jobNumber: string; brandId: number; brandName: string };
  values: JobFormValues;
  versions: number[];
  version: number;
  brands: BrandOption[];
  managers: ManagerOption[];
  preview: DuplicatePreview;
  fieldErrors: Record<string, string[]>;
  formError: string | null;
  /** Set when the person is asked to confirm a copy into another brand: the token the second Create carries. */
  confirm: string | null;
};

function dialog(job: JobDetail, values: JobFormValues, version: number, extra: Partial<DuplicateDialogData> = {}): DuplicateDialogData {
  const brands = [...brandOptions()];
  const asked = Number(values.brandId);
  const brandId = brands.some((b) => b.id === asked) ? asked : job.brandId;
  const preview = duplicatePreview(job, version, brandId)!;
  return {
    source: { jobName: job.jobName, jobNumber: job.jobNumber, brandId: job.brandId, brandName: job.brandName },
    values: { ...values, brandId: String(brandId) },
    versions: listVersions(job.id).map((v) => v.versionNumber),
    version,
    brands,
    managers: [...managerOptions()],
    preview,
    fieldErrors: {},
    formError: null,
    confirm: null,
    ...extra,
  };
}

/** The dialog as first shown: the job's info, the shown version (or the latest), the job's own brand (or ?brand=). */
export function duplicateDialogData(job: JobDetail, versionNumber: number, request: Request): DuplicateDialogData {
  const values = duplicateFormValues(job);
  const brand = new URL(request.url).searchParams.get('brand');
  if (brand && /^\d{1,9}$/.test(brand)) values.brandId = brand;
  return dialog(job, values, versionNumber);
}

function firstErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(error ?? {})) if (v?.length) out[k] = v;
  return out;
}

export async function duplicateAction(request: Request, job: JobDetail, userId: number) {
  const formData = await request.formData();
  const values = jobFormValues(formData);
  const versions = listVersions(job.id).map((v) => v.versionNumber);
  const askedVersion = String(formData.get('version') ?? '');
  const version = /^\d{1,9}$/.test(askedVersion) && versions.includes(Number(askedVersion)) ? Number(askedVersion) : null;
  if (version === null) {
    const fallback = versions[0]!;
    return data(dialog(job, values, fallback, { fieldErrors: { version: [DUPLICATE_MESSAGES.versionNotFound] } }), { status: 400 });
  }
  const shown = dialog(job, values, version);
  if (formData.get('intent') === 'preview') return data(shown);

  const jobSub = parseWithZod(formData, { schema: newJobInfoSchema });
  const clientSub = parseWithZod(formData, { schema: clientInfoSchema });
  if (jobSub.status !== 'success' || clientSub.status !== 'success') {
    const fieldErrors = {
      ...(jobSub.status === 'success' ? {} : firstErrors(jobSub.error)),
      ...(clientSub.status === 'success' ? {} : firstErrors(clientSub.error)),
    };
    return data({ ...shown, fieldErrors }, { status: 400 });
  }
  const brandId = jobSub.value.brandId;
  if (shown.preview.brandId !== brandId) return data({ ...shown, fieldErrors: { brandId: ['This brand is disabled'] } }, { status: 400 });
  if (shown.preview.refusal) return data({ ...shown, formError: shown.preview.refusal }, { status: 400 });
  const token = confirmToken(brandId, version);
  if (brandId !== job.brandId && formData.get('confirm') !== token) {
    return data({ ...shown, formError: DUPLICATE_MESSAGES.confirm, confirm: token });
  }
  const result = duplicateJob(job, version, { jobInfo: jobSub.value, clientInfo: clientSub.value }, userId);
  if (!result.ok) {
    const formError = result.fieldErrors._ ? result.error : null;
    return data({ ...shown, fieldErrors: result.fieldErrors, formError: formError ?? DUPLICATE_MESSAGES.failed }, { status: result.status });
  }
  return redirectWithToast(jobPath(result.job), { description: duplicatedToast(isolateText(result.job.jobName), job.jobNumber), duration: 3000 });
}
