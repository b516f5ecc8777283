/**
 * The work order's content (docs/invoices.md § Work order): what production and the installers need of the
 * approved version, and nothing of its money. Built from the counted lines and kept terms; pure.
 */
import { z } from 'zod';
import { optionWordsText } from '~/domain/line-items/option-words';

/** The most install notes one line may carry. */
export const INSTALL_NOTES_MAX = 2000;

export const installNotesSchema = z.object({
  notes: z
    .string({ message: 'Install notes must be text' })
    .max(INSTALL_NOTES_MAX * 2, `Install notes must be at most ${INSTALL_NOTES_MAX} characters`)
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(INSTALL_NOTES_MAX, `Install notes must be at most ${INSTALL_NOTES_MAX} characters`)),
});

/** What a work order reads of one counted line (prices never enter it). */
export type WorkOrderLineInput = {
  id: number;
  lineType: 'sign' | 'service';
  signName: string | null;
  serviceName: string | null;
  sizeName: string | null;
  quantity: number;
  description: string | null;
  signDescription: string | null;
  serviceDescription: string | null;
  selectedOptions: Record<string, unknown>;
  level: number;
};

export type WorkOrderLine = {
  lineId: number;
  /** 1, 2, 3... in the version's order. */
  lineNo: number;
  lineType: 'sign' | 'service';
  name: string;
  quantity: number;
  description: string;
  /** Size and options in words: 'Size 3\' x 8\', Color: Brand Red, Double-Faced'; '' when none. */
  sizeAndOptions: string;
  installNotes: string;
  level: number;
};

export type WorkOrderHeader = {
  jobName: string;
  jobNumber: string;
  proposalNo: string;
  brandName: string;
  versionNumber: number;
  clientName: string;
  installLocation: string;
  siteContact: { name: string; title: string; phone: string; email: string };
  clientPO: string;
  scopeNotes: string;
};

export type WorkOrderContent = WorkOrderHeader & { lines: WorkOrderLine[] };

const MEASURES = new Set(['size', 'heightFt', 'heightIn', 'widthFt', 'widthIn']);

/** An option that asks the crew for nothing: a count of 0 ('Pylon Signs: 0') or 'None' ('Backer Size: None'). */
const asksNothing = (key: string, value: unknown) => !MEASURES.has(key) && (value === 0 || (typeof value === 'string' && ['0', 'None'].includes(value.trim())));

/**
 * A line's size and options in words; the size the line was priced at comes first even when its options lack it.
 * Options that ask for nothing are left out: the crew reads what to build, not every count that stayed at 0.
 */
export function sizeAndOptionsText(line: Pick<WorkOrderLineInput, 'sizeName' | 'selectedOptions'>): string {
  const words = optionWordsText(Object.fromEntries(Object.entries(line.selectedOptions).filter(([key, value]) => !asksNothing(key, value))));
  const hasSize = typeof line.selectedOptions.size === 'string' && line.selectedOptions.size.trim() !== '';
  if (line.sizeName && !hasSize) return words ? `Size ${line.sizeName}, ${words}` : `Size ${line.sizeName}`;
  return words;
}

export function workOrderLines(lines: readonly WorkOrderLineInput[], notes: ReadonlyMap<number, string>): WorkOrderLine[] {
  return lines.map((line, index) => {
    const isSign = line.lineType === 'sign';
    return {
      lineId: line.id,
      lineNo: index + 1,
      lineType: line.lineType,
      name: (isSign ? line.signName : line.serviceName) ?? (isSign ? 'Sign' : 'Service'),
      quantity: line.quantity,
      description: line.description || (isSign ? line.signDescription : line.serviceDescription) || '',
      sizeAndOptions: sizeAndOptionsText(line),
      installNotes: notes.get(line.id) ?? '',
      level: line.level,
    };
  });
}

/** The notes as a revision keeps them: line id -> notes, only lines that have some. */
export function notesSnapshot(lines: readonly Pick<WorkOrderLine, 'lineId' | 'installNotes'>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of lines) if (l.installNotes) out[String(l.lineId)] = l.installNotes;
  return out;
}

/** Whether the notes now differ from the ones a revision printed. */
export function notesChanged(now: Record<string, string>, printed: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(now), ...Object.keys(printed)]);
  for (const k of keys) if ((now[k] ?? '') !== (printed[k] ?? '')) return true;
  return false;
}

/** A stored notes snapshot back as an object ({} when it is not one). */
export function readNotesSnapshot(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** A dollar sign, or an amount written as money ('1,250.00', '12.5'). Dimensions (6' 8") and counts are not money. */
const MONEY = /\$|(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?![\d.])|(?<![\d.'"])\d+\.\d{2}(?![\d.])/;

/** The first thing in `text` that reads as money, or null: the work order must never show a price. */
export function moneyIn(text: string): string | null {
  return MONEY.exec(text)?.[0] ?? null;
}

/** The work order's file name: 'Work Order 2025-003 rev 2 - Upland Reimage.pdf'. */
export function workOrderFileName(jobNumber: string, revision: number, jobName: string): string {
  const safe = (s: string) => s.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `Work Order ${safe(jobNumber)} rev ${revision} - ${safe(jobName)}.pdf`;
}
