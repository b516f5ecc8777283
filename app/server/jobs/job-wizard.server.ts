/**
 * The new-job wizard's action: two posted steps (Job Info, then Client Info)
 * with the other step's values carried in hidden fields, so it works without
 * JavaScript; every create re-validates everything.
 */
import { data, redirect } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import {
  clientAddressLine,
  clientInfoIncomplete,
  clientInfoSchema,
  JOB_INFO_FIELDS,
  jobFormValues,
  jobInfoIncomplete,
  newJobInfoSchema,
  MESSAGES,
  type ClientAddressOption,
  type ClientContactOption,
  type ClientOption,
  type JobFormValues,
} from '~/domain/jobs/job-form';
import { contactStillMatches, sameText } from '~/domain/jobs/client-choice';
import { displayPhone } from '~/domain/phone';
import { FieldInputError } from '~/server/clients/client-records.server';
import { addressesOfClient as addressesOf, contactsOfClient as contactsOf, findClient, searchClients } from '~/server/clients/clients.server';
import { createJob, jobInfoConflicts } from './jobs.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { isolateText } from '~/domain/user-text';
import { jobPath } from '~/domain/jobs/job-path';

/** `discard`: 'Discard this job?' after the × of step 1 without JavaScript (values kept until answered). */
export type WizardStep = 'job' | 'client' | 'discard';
export type WizardState = {
  step: WizardStep;
  /** Raw values of both steps, re-rendered as fields or hidden fields. */
  values: JobFormValues;
  /** Conform's reply for the shown step's form (errors, form message). */
  result?: SubmissionResult<string[]>;
  clientSearch?: { q: string; clients: ClientOption[] };
  clientRecords?: { addresses: ClientAddressOption[]; contacts: ClientContactOption[] };
  /** The create failed: 'Failed to create job'. */
  failed?: boolean;
  /** Changes with every answer, so the forms remount with the server's values. */
  nonce: string;
};

const INTENT = /^(job-info|back|close|search-client|create|create-header|pick-(client|address|contact):(\d{1,12}))$/;

function answer(state: Omit<WizardState, 'nonce'>, status = 200) {
  const withRecords = { ...state };
  const clientId = Number(state.values.existingClientId);
  if (state.step === 'client' && !state.clientRecords && Number.isInteger(clientId) && clientId > 0) {
    withRecords.clientRecords = { addresses: addressesOf(clientId), contacts: contactsOf(clientId) };
  }
  return data<WizardState>({ ...withRecords, nonce: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` }, { status });
}

function toFormData(values: JobFormValues): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) fd.set(k, v);
  return fd;
}

const CLIENT_CHOICE_FIELDS = ['clientAddress', 'parsedClientAddress', 'existingClientAddressId', 'contactName', 'contactPhone', 'contactTitle', 'contactEmail', 'existingContactId'] as const;

function pickClient(values: JobFormValues, id: number): JobFormValues {
  const client = findClient(id);
  if (!client) return values;
  const next: JobFormValues = { ...values, clientName: client.client_name, existingClientId: String(client.id) };
  for (const f of CLIENT_CHOICE_FIELDS) delete next[f];
  return next;
}

function pickAddress(values: JobFormValues, id: number): JobFormValues {
  const a = addressesOf(Number(values.existingClientId)).find((x) => x.id === id);
  if (!a) return values;
  const next: JobFormValues = { ...values, clientAddress: clientAddressLine(a), existingClientAddressId: String(a.id) };
  delete next.parsedClientAddress;
  return next;
}

function pickContact(values: JobFormValues, id: number): JobFormValues {
  const c = contactsOf(Number(values.existingClientId)).find((x) => x.id === id);
  if (!c) return values;
  const next: JobFormValues = { ...values, contactName: c.contact_name, existingContactId: String(c.id) };
  next.contactPhone = displayPhone(c.contact_phone) || undefined;
  next.contactTitle = c.contact_title || undefined;
  next.contactEmail = c.contact_email || undefined;
  return next;
}

/**
 * Without JavaScript nothing clears a chosen id when the person edits the
 * text after picking, so a chosen id whose record no longer matches the text
 * is dropped here (the browser does the same as they type), so the
 * re-rendered form no longer claims it; createJob applies the same rule.
 */
export function reconcileChosenIds(values: JobFormValues): JobFormValues {
  const next = { ...values };
  const clientId = Number(next.existingClientId);
  const client = Number.isInteger(clientId) && clientId > 0 ? findClient(clientId) : null;
  if (next.existingClientId && (!client || !sameText(client.client_name, next.clientName))) {
    delete next.existingClientId;
    delete next.existingClientAddressId;
    delete next.existingContactId;
    return next;
  }
  if (!client) return next;
  if (next.existingClientAddressId) {
    const a = addressesOf(client.id).find((x) => String(x.id) === next.existingClientAddressId);
    if (a && !sameText(clientAddressLine(a), next.clientAddress)) delete next.existingClientAddressId;
  }
  if (next.existingContactId) {
    const c = contactsOf(client.id).find((x) => String(x.id) === next.existingContactId);
    const row = c && { name: c.contact_name, title: c.contact_title, phone: c.contact_phone, email: c.contact_email };
    if (row && !contactStillMatches(row, next)) delete next.existingContactId;
  }
  return next;
}

async function create(raw: JobFormValues, fromHeader: boolean, creatorId: number) {
  const values = reconcileChosenIds(raw);
  const formData = toFormData(values);
  const jobSub = parseWithZod(formData, { schema: newJobInfoSchema });
  // The header's 'Create Job' guards (docs/product.md § States and transitions).
  if (fromHeader && jobInfoIncomplete(values)) {
    return answer({ step: 'job', values, result: jobSub.reply({ formErrors: [MESSAGES.completeJobInfo] }) }, 400);
  }
  if (jobSub.status !== 'success') return answer({ step: 'job', values, result: jobSub.reply() }, 400);
  const clientSub = parseWithZod(formData, { schema: clientInfoSchema });
  if (fromHeader && clientInfoIncomplete(values)) {
    return answer({ step: 'client', values, result: clientSub.reply({ formErrors: [MESSAGES.completeClientInfo] }) }, 400);
  }
  if (clientSub.status !== 'success') return answer({ step: 'client', values, result: clientSub.reply() }, 400);

  try {
    const job = createJob({ jobInfo: jobSub.value, clientInfo: clientSub.value }, creatorId);
    return redirectWithToast(jobPath(job), {
      description: `Job "${isolateText(job.jobName)}" created successfully`,
      duration: 3000,
    });
  } catch (error) {
    if (error instanceof FieldInputError) {
      const onJobStep = Object.keys(error.fields).some((f) => (JOB_INFO_FIELDS as readonly string[]).includes(f));
      const sub = onJobStep ? jobSub : clientSub;
      return answer({ step: onJobStep ? 'job' : 'client', values, result: sub.reply({ fieldErrors: error.fields }), failed: true }, error.status);
    }
    console.error('Creating a job failed', error);
    return answer({ step: 'client', values, failed: true }, 500);
  }
}

export async function wizardAction(formData: FormData, creatorId: number) {
  const values = jobFormValues(formData);
  const intent = String(formData.get('intent') ?? '');
  const m = INTENT.exec(intent);
  if (!m) return answer({ step: 'job', values }, 400);
  const id = Number(m[3]);

  switch (m[1]) {
    case 'job-info': {
      const submission = parseWithZod(formData, { schema: newJobInfoSchema });
      if (submission.status !== 'success') return answer({ step: 'job', values, result: submission.reply() }, 400);
      const conflicts = jobInfoConflicts(submission.value);
      if (conflicts) return answer({ step: 'job', values, result: submission.reply({ fieldErrors: conflicts }) }, 409);
      return answer({ step: 'client', values });
    }
    case 'back':
      return answer({ step: 'job', values });
    case 'close':
      // Closing step 1 goes home; when anything was entered, ask first (docs/product.md § New-job wizard).
      if (Object.entries(values).some(([name, v]) => name !== 'taxType' && (v ?? '').trim() !== '')) {
        return answer({ step: 'discard', values });
      }
      return redirect('/');
    case 'search-client': {
      const q = (values.clientName ?? '').trim();
      // Searching by name means a new choice: the earlier chosen client no longer holds.
      const next = { ...values };
      delete next.existingClientId;
      delete next.existingClientAddressId;
      delete next.existingContactId;
      return answer({ step: 'client', values: next, clientSearch: q ? { q, clients: searchClients(q) } : undefined });
    }
    case 'create':
    case 'create-header':
      return create(values, m[1] === 'create-header', creatorId);
    default: {
      const kind = m[2];
      const next = kind === 'client' ? pickClient(values, id) : kind === 'address' ? pickAddress(values, id) : pickContact(values, id);
      return answer({ step: 'client', values: next });
    }
  }
}
