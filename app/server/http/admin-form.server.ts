/**
 * The action of an admin dialog route (Add/Edit Brand, Service, Sign, Option
 * Value, Invite/Edit User): admin only, form posts only, the record the URL
 * names found (404), the form checked by its Conform schema (400 with the
 * field errors), the write saved, then back to the screen with a green toast.
 * A refused write (a RefusedWrite) stays in the dialog with its field error
 * and status; anything else is unexpected and reaches the error boundary.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import type { Submission as FormSubmission, SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import type { z } from 'zod';
import { refusalOf, type Refusal } from '~/domain/write-result';
import { requireAdmin, type User } from '~/server/auth/session.server';
import { requireFormPost } from './methods.server';
import { redirectWithToast } from './toast.server';

type Params = Record<string, string | undefined>;
/** What a reply needs of the parsed form: its `reply`, valid or not. */
type Submission<S extends z.ZodType> = Pick<FormSubmission<z.input<S>, string[], z.output<S>>, 'reply'>;

export type AdminFormSpec<S extends z.ZodType, R, T> = {
  schema: S;
  /** The record the URL names, read before the form (throw a 404 when it is gone). */
  find?: (params: Params) => R;
  save: (admin: User, value: z.output<S>, record: R) => T;
  /** Where the dialog closes to, and the green toast's words. */
  done: (saved: T, request: Request) => { to: string; message: string };
  /**
   * The dialog's answer to an invalid form (refused null) or a refused write;
   * by default the form's own field errors, or the refusal's.
   */
  reply?: (submission: Submission<S>, refused: Refusal | null) => SubmissionResult<string[]>;
};

const defaultReply = <S extends z.ZodType>(submission: Submission<S>, refused: Refusal | null) =>
  refused ? submission.reply({ fieldErrors: refused.fieldErrors }) : submission.reply();

export function adminFormAction<S extends z.ZodType, R = null, T = unknown>(spec: AdminFormSpec<S, R, T>) {
  const reply = spec.reply ?? defaultReply;
  return async ({ request, params }: { request: Request; params: Params }) => {
    const admin = await requireAdmin(request);
    requireFormPost(request);
    const record = spec.find ? spec.find(params) : (null as R);
    const submission = parseWithZod(await request.formData(), { schema: spec.schema });
    if (submission.status !== 'success') return data({ result: reply(submission, null) }, { status: 400 });
    let saved: T;
    try {
      saved = spec.save(admin, submission.value, record);
    } catch (error) {
      const refused = refusalOf(error);
      if (!refused) throw error;
      return data({ result: reply(submission, refused) }, { status: refused.status });
    }
    const { to, message } = spec.done(saved, request);
    return redirectWithToast(to, { title: 'Success', description: message });
  };
}
