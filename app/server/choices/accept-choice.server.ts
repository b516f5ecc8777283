/**
 * The client's choice recorded with an approval (docs/choices.md § Acceptance):
 * checked against the version's lines (checkChoice: only this
 * version's lines, every required line, exactly one line of each group),
 * stored with the version (job_versions.chosen_line_ids) with the grand total
 * it gives (approved_grand_total), and returned with its totals for the
 * answer's row. Called inside the accept and the upload transactions, so a
 * refused choice records nothing.
 */
import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { lineItemsForVersion } from '~/server/line-items/line-item-reads.server';
import { checkChoice, recommendedLineIds } from '~/domain/choices/selection';
import { versionSelection } from './approved-selection.server';

const { jobVersions } = schema;

/** The accepted totals as stored (proposal_answers.chosen_totals, JSON): integer cents. */
export type ChosenTotals = {
  items: number;
  installation: number;
  subtotal: number;
  taxLabel: string;
  tax: number;
  grandTotal: number;
  depositLabel: string | null;
  deposit: number | null;
  balance: number | null;
  currency: string;
};

export type RecordedChoice = { ok: true; ids: number[]; totals: ChosenTotals } | { ok: false; error: string };

/** Checks `asked` (null: the recommended choice) and stores it with the version; nothing is written when it is refused. */
export function recordChoice(tx: DbOrTx, job: JobDetail, version: { id: number; versionNumber: number }, asked: readonly number[] | null): RecordedChoice {
  const lines = lineItemsForVersion(version.id);
  const checked = checkChoice(lines, asked ?? recommendedLineIds(lines));
  if (!checked.ok) return checked;
  tx.update(jobVersions).set({ chosenLineIds: JSON.stringify(checked.ids) }).where(eq(jobVersions.id, version.id)).run();
  const selection = versionSelection(job, version.versionNumber, tx);
  if (!selection) return { ok: false, error: 'Version not found' };
  const { client, totals } = selection;
  tx.update(jobVersions).set({ approvedGrandTotal: client.grandTotal }).where(eq(jobVersions.id, version.id)).run();
  return {
    ok: true,
    ids: checked.ids,
    totals: {
      items: totals.price.items,
      installation: totals.price.installation,
      subtotal: totals.price.total,
      taxLabel: client.tax.label,
      tax: client.tax.cents,
      grandTotal: client.grandTotal,
      depositLabel: client.deposit?.label ?? null,
      deposit: client.deposit?.cents ?? null,
      balance: client.deposit?.balanceCents ?? null,
      currency: client.currency,
    },
  };
}

/** Stored accepted totals back; null when absent or not of this shape. */
export function readChosenTotals(json: string | null): ChosenTotals | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<ChosenTotals> | null;
    return value && typeof value.grandTotal === 'number' && typeof value.subtotal === 'number' ? (value as ChosenTotals) : null;
  } catch {
    return null;
  }
}
