/**
 * What the client page shows of a sent proposal: taken
 * from the very document data the proposal was printed from when it was
 * sent, and stored with the sending (proposal_sends.client_document), so the
 * page and the stored PDF always agree however the job, the client, the
 * catalogue or the company settings change later. Only what the proposal
 * prints: no budget, margin or staff-only data. Pure.
 */
import { z } from 'zod';
import type { ProposalModel } from '~/domain/proposal/document';
import type { ChoiceLine } from '~/domain/choices/choice-totals';

const text = z.string();

const clientRow = z.object({
  number: z.number(),
  quantity: text,
  name: text,
  description: text,
  unitPrice: text,
  installPrice: text,
  lineTotal: text,
  sub: z.boolean(),
  /**
   * What the client may choose (docs/choices.md § The client's page): the line's id, its marks, and the amounts
   * the page's totals follow the choice with. Absent from sendings stored before choices existed (every line counts).
   */
  lineId: z.number().optional(),
  optional: z.boolean().optional(),
  alternativeGroup: text.nullable().optional(),
  recommended: z.boolean().optional(),
  cents: z.object({ quantity: z.number(), unitPrice: z.number(), installPrice: z.number() }).optional(),
});
export type ClientRow = z.infer<typeof clientRow>;

const clientDocumentSchema = z.object({
  company: z.object({ name: text, address: text, phone: text }),
  job: z.object({
    jobName: text,
    proposalNo: text,
    versionNumber: z.number(),
    brandName: text,
    jobLocation: text,
    clientName: text,
    clientAddress: text,
    contactName: text,
    jobTerms: text.nullable(),
    /** The scope notes and exclusions the proposal prints after its lines; absent from sendings stored before it was kept. */
    scopeNotes: text.optional(),
  }),
  rows: z.array(clientRow),
  /** The kept terms that turn a choice's subtotal into tax, grand total and deposit; absent from older sendings. */
  pricing: z
    .object({
      tax: z.object({ taxPercentage: z.number().nullable(), taxAmount: z.number().nullable(), taxName: text.nullable().optional() }),
      jobTerms: text.nullable(),
      currency: z.enum(['USD', 'CAD']),
    })
    .optional(),
  totals: z.object({
    items: text,
    installation: text,
    subtotal: text,
    taxLabel: text,
    tax: text,
    grandTotal: text,
    grandTotalLabel: text,
    currencyNote: text,
    deposit: z.object({ label: text, amount: text, balance: text }).nullable(),
  }),
});

export type ClientDocument = z.infer<typeof clientDocumentSchema>;

/** The client's view of a proposal model (the one the PDF prints). */
export function clientDocument(model: ProposalModel): ClientDocument {
  const j = model.job;
  return {
    company: { name: model.company.name, address: model.company.address, phone: model.company.phone },
    job: {
      jobName: j.jobName,
      proposalNo: j.proposalNo,
      versionNumber: j.versionNumber,
      brandName: j.brandName,
      jobLocation: j.jobLocation,
      clientName: j.clientName,
      clientAddress: j.clientAddress,
      contactName: j.contactName,
      jobTerms: j.jobTerms,
      scopeNotes: j.scopeNotes,
    },
    rows: model.rows.map((r) => ({
      number: r.number,
      quantity: r.quantity,
      name: r.name,
      description: r.description,
      unitPrice: r.unitPrice,
      installPrice: r.installPrice,
      lineTotal: r.lineTotal,
      sub: r.sub,
      lineId: r.lineId,
      optional: r.kind === 'Optional',
      alternativeGroup: r.group,
      recommended: r.recommended,
      cents: r.cents,
    })),
    pricing: { tax: { taxPercentage: j.tax.taxPercentage, taxAmount: j.tax.taxAmount, taxName: j.tax.taxName ?? null }, jobTerms: j.jobTerms, currency: j.currency },
    totals: {
      items: model.totals.items,
      installation: model.totals.installation,
      subtotal: model.totals.subtotal,
      taxLabel: model.totals.taxLabel,
      tax: model.totals.tax,
      grandTotal: model.totals.grandTotal,
      grandTotalLabel: model.totals.grandTotalLabel,
      currencyNote: model.totals.currencyNote,
      deposit: model.totals.deposit,
    },
  };
}

/** The stored JSON back as a ClientDocument; null when it is not one. */
export function readClientDocument(json: string): ClientDocument | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = clientDocumentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The rows as lines a choice can be made of (app/domain/choices/choice-totals.ts); null for a sending stored before choices existed. */
export function choiceLinesOf(doc: ClientDocument): (ChoiceLine & { name: string })[] | null {
  if (!doc.pricing || doc.rows.some((r) => r.lineId === undefined || !r.cents)) return null;
  return doc.rows.map((r) => ({
    id: r.lineId!,
    name: r.name,
    optional: r.optional ?? false,
    alternativeGroup: r.alternativeGroup ?? null,
    recommended: r.recommended ?? false,
    quantity: r.cents!.quantity,
    lineItemPrice: r.cents!.unitPrice,
    lineItemInstallPrice: r.cents!.installPrice,
  }));
}
