/**
 * The Send Proposal panel's action (form posts; the /api routes call the
 * same send.server functions): parse with the shared Zod schemas, call
 * send / mark-sent / withdraw, then back to the job page with a toast, or
 * the form's values and errors (400 / 409) for the panel to show.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { redirectWithToast } from '~/server/http/toast.server';
import { readIntent } from '~/server/http/intent.server';
import { fieldErrors } from '~/server/http/api.server';
import type { User } from '~/server/auth/session.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { markSentSchema, sendFormSchema, withdrawSchema } from '~/domain/lifecycle/send-form';
import type { LossLine } from '~/domain/lifecycle/loss-guard';
import { markSent, sendProposal, withdrawProposal, type LifecycleResult } from './send.server';

const intentSchema = z.enum(['send', 'mark-sent', 'withdraw']);

export async function sendPanelAction(request: Request, job: JobDetail, user: User, jobHref: (version: number) => string) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') values[k] = v;
  const intent = readIntent(form, intentSchema);
  const refuse = (status: number, errors: Record<string, string[]>, lossLines?: LossLine[]) => data({ intent, fieldErrors: errors, values, lossLines }, { status });
  const done = async (result: LifecycleResult<{ versionNumber: number }>, success: string) => {
    if (!result.ok) return refuse(result.status, result.fieldErrors, result.lossLines);
    return redirectWithToast(jobHref(result.value.versionNumber), { title: 'Success', description: success });
  };
  try {
    if (intent === 'withdraw') {
      const parsed = withdrawSchema.safeParse(values);
      if (!parsed.success) return refuse(400, fieldErrors(parsed.error));
      return await done(withdrawProposal(job, parsed.data, user), `Version ${parsed.data.version} withdrawn; its link no longer works`);
    }
    if (intent === 'mark-sent') {
      const parsed = markSentSchema.safeParse(values);
      if (!parsed.success) return refuse(400, fieldErrors(parsed.error));
      return await done(await markSent(job, parsed.data, user), `Version ${parsed.data.version} marked as sent`);
    }
    const parsed = sendFormSchema.safeParse(values);
    if (!parsed.success) return refuse(400, fieldErrors(parsed.error));
    return await done(await sendProposal(job, parsed.data, user), `Proposal version ${parsed.data.version} sent to ${parsed.data.to.join(', ')}`);
  } catch (error) {
    console.error(`${intent} failed`, error);
    return refuse(500, { _: ['Failed to send the proposal. Please try again.'] });
  }
}
