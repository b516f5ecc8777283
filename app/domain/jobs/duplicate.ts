/**
 * Duplicate job, in words: the dialog's and the history's
 * sentences, and the confirmation a copy into another brand needs (the person
 * has seen which lines are kept as Custom for exactly that brand and version).
 * Pure: no I/O.
 */

export const DUPLICATE_MESSAGES = {
  versionNotFound: 'Please choose an existing version to copy',
  confirm: 'Check the lines shown above for this brand, then press Create Job again.',
  keptAsCustom: 'kept as Custom',
  failed: 'Failed to create job',
} as const;

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/** The history row's detail on the new job: 'Duplicated from Carl's Jr job 2026-001, version 2: 5 lines (1 kept as Custom)'. */
export function duplicatedFromDetail(d: { brandName: string; jobNumber: string; versionNumber: number; lines: number; keptAsCustom: number }): string {
  const custom = d.keptAsCustom > 0 ? ` (${d.keptAsCustom} kept as Custom)` : '';
  return `Duplicated from ${d.brandName} job ${d.jobNumber}, version ${d.versionNumber}: ${lines(d.lines)}${custom}`;
}

/** The success toast. */
export function duplicatedToast(jobName: string, fromJobNumber: string): string {
  return `Job "${jobName}" created from job ${fromJobNumber}`;
}

/** What the dialog's second Create must carry when the target brand is another: the brand and version the person saw. */
export const confirmToken = (brandId: number, versionNumber: number) => `${brandId}:${versionNumber}`;

/** The dialog's line summary: 'All 5 lines re-priced from Wendy's catalogue' and the like. */
export function duplicateLinesSummary(sameBrand: boolean, brandName: string, total: number, keptAsCustom: number): string {
  if (total === 0) return 'The version has no line items: the new job starts empty.';
  if (sameBrand) return `${lines(total)} copied as they are.`;
  const matched = total - keptAsCustom;
  const parts = [];
  if (matched) parts.push(`${lines(matched)} moved to the same-named items of ${brandName}`);
  if (keptAsCustom) parts.push(`${lines(keptAsCustom)} without a match kept as Custom at current prices`);
  return `${parts.join('; ')}.`;
}
