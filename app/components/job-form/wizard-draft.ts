/**
 * The new-job wizard's draft in the browser (with JavaScript): both steps'
 * values and the open step, kept in localStorage under the signed-in user's
 * id, so a reload, a slip of the back button or a closed tab loses nothing.
 * Removed when the job is created or the draft is discarded.
 */
import { CLIENT_INFO_FIELDS, JOB_INFO_FIELDS, type JobFormValues } from '~/domain/jobs/job-form';

export type WizardDraft = { step: 'job' | 'client'; values: JobFormValues };

const NAMES: readonly string[] = [...JOB_INFO_FIELDS, ...CLIENT_INFO_FIELDS];

export const draftKey = (userId: number | string) => `signboard:job-draft:${userId}`;

/** Only the wizard's own fields, as short strings: whatever is stored is not trusted. */
function clean(raw: unknown): JobFormValues {
  const out: Record<string, string> = {};
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw)) {
      if (NAMES.includes(k) && typeof v === 'string' && v !== '') out[k] = v.slice(0, 4000);
    }
  }
  return out as JobFormValues;
}

export function hasWork(values: JobFormValues): boolean {
  return Object.entries(values).some(([name, v]) => name !== 'taxType' && (v ?? '').trim() !== '');
}

export function readDraft(key: string): WizardDraft | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { step?: unknown; values?: unknown } | null;
    if (!parsed) return null;
    const values = clean(parsed.values);
    if (!hasWork(values)) return null;
    return { step: parsed.step === 'client' ? 'client' : 'job', values };
  } catch {
    return null; // storage off (private mode) or damaged: start empty
  }
}

export function writeDraft(key: string, draft: WizardDraft): void {
  try {
    if (hasWork(draft.values)) window.localStorage.setItem(key, JSON.stringify({ step: draft.step, values: clean(draft.values) }));
    else window.localStorage.removeItem(key);
  } catch {
    // storage full or off: the server still keeps what was posted
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** The values a step's form holds now (it carries the other step's as hidden fields). */
export function formValues(form: HTMLFormElement): JobFormValues {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v !== '') out[k] = v;
  return clean(out);
}
