/**
 * What the proposal and the pricing sheet print, worked out from a job
 * version's lines: every amount as display text, so the document components
 * only lay it out and never compute money. Pure.
 *
 * Amounts (app/domain/pricing/totals.ts): the unit price and budget are per unit and
 * multiplied by the quantity; the install amount is for the whole line.
 * Line total = unit x quantity + install.
 */
import { lineTotal } from '~/domain/pricing/totals';
import { formatCents } from '~/domain/money';
import { lineMoneyCells, NOT_APPLICABLE, type LineMoney } from '~/domain/line-items/line-item-display';
import { jobTotals } from '~/domain/pricing/totals';
import {
  formatMarginPercent,
  lineMargin,
  marginPartText,
  MARGIN_FLAG_LABELS,
  unitInstallMargins,
  versionMargin,
  DEFAULT_TARGET_MARGIN_PERCENT,
} from '~/domain/pricing/margin';
import { jobTaxLine, type JobTaxSetting } from './tax';
import { clientTotal } from './client-total';
import { CURRENCY_NAMES, type Currency } from './currency';
import { choiceKind, countedLines, type LineChoiceKind } from '~/domain/choices/selection';
import { choiceTotals, offersChoice } from '~/domain/choices/choice-totals';
import { choiceMark, choiceSections, CHOICE_WORDS, marksOf, pricingChoiceLabel, recommendedSet } from './choice-sections';

export type DocumentLine = LineMoney & {
  quantity: number;
  description: string;
  /** A data: URI of the sign's catalogue picture, or null. */
  image: string | null;
  /** A service's icon (a name of app/domain/catalogue/service-icons.ts, or the emoji it was stored as): printed as SVG. */
  icon?: string | null;
  /** A data: URI of the line's own picture (a rendering or site photo): printed large, instead of `image`. */
  picture?: string | null;
  level: number;
  /** The line's id (the client's choice names lines by it); its index when absent. */
  id?: number;
  /** What the client may choose (app/domain/choices/selection.ts); a line with no marks is required. */
  optional?: boolean;
  alternativeGroup?: string | null;
  recommended?: boolean;
};

export type DocumentContact = { name: string; email: string; phone: string };

/** The client and the contact a proposal is addressed to, as printed. */
export type ClientBlock = {
  clientName: string;
  clientAddress: string;
  contactName: string;
  contactTitle: string;
  contactPhone: string;
  contactEmail: string;
};

export type DocumentParty = {
  company: { name: string; address: string; phone: string; website: string; email: string; logo: string | null };
  job: ClientBlock & {
    jobName: string;
    jobNumber: string;
    proposalNo: string;
    versionNumber: number;
    brandName: string;
    brandLogo: string | null;
    jobLocation: string;
    projectManager: DocumentContact | null;
    /** Who prepared the proposal (the version's creator, from their profile). */
    estimator: DocumentContact | null;
    jobTerms: string | null;
    /** The client's PO or reference, '' when none. */
    clientReference: string;
    /** The job's scope notes and exclusions (line breaks kept), '' when none. */
    scopeNotes: string;
    /** The tax registration number to print, '' when none. */
    taxRegistrationNo: string;
    currency: Currency;
    tax: JobTaxSetting;
  };
  /** The date printed on the document, already formatted. */
  date: string;
  /** The last day the proposal's prices hold, already formatted. */
  validUntil: string;
};

export type ProposalRow = {
  key: number;
  number: number;
  quantity: string;
  name: string;
  description: string;
  image: string | null;
  /** A service's icon, printed when the line has no picture. */
  icon: string | null;
  /** The line's own picture, printed large below the line (replacing `image`). */
  picture: string | null;
  sub: boolean;
  unitPrice: string;
  installPrice: string;
  lineTotal: string;
  /** The line's id, its kind of choice, its group, and whether the estimator recommends it. */
  lineId: number;
  kind: LineChoiceKind;
  group: string | null;
  recommended: boolean;
  /** In the totals printed (the recommended choice, or the accepted one). */
  counted: boolean;
  /** 'Recommended', 'Chosen', 'Not chosen' or ''. */
  mark: string;
  /** The amounts the client page's totals are computed from (cents; the quantity as a number). */
  cents: { quantity: number; unitPrice: number; installPrice: number };
};

export type ProposalSection = { key: string; kind: 'required' | 'group' | 'optional'; heading: string | null; note: string | null; rows: ProposalRow[] };

/** Who accepted, printed on the 'Accepted selection'. */
export type ProposalAcceptance = { by: string; on: string };

export type ProposalModel = DocumentParty & {
  /** 'Proposal', or 'Accepted selection' for the proposal printed with the client's accepted choice. */
  title: string;
  /** Every line, in print order (the sections' rows one after the other). */
  rows: ProposalRow[];
  sections: ProposalSection[];
  /** offers: the lines offer a choice; accepted: printed with the client's accepted choice; note: what the totals count ('' when no choice). */
  choice: { offers: boolean; accepted: ProposalAcceptance | null; note: string };
  totals: {
    items: string;
    installation: string;
    subtotal: string;
    taxLabel: string;
    tax: string;
    grandTotal: string;
    /** 'Grand total (USD)'. */
    grandTotalLabel: string;
    /** 'All amounts are in US dollars (USD).' */
    currencyNote: string;
    deposit: { label: string; amount: string; balance: string } | null;
  };
  cents: { items: number; installation: number; subtotal: number; tax: number; grandTotal: number; deposit: number | null };
};

export type PricingSheetRow = {
  key: number;
  number: number;
  quantity: string;
  name: string;
  description: string;
  /** The line's own picture, printed under its description. */
  picture: string | null;
  sub: boolean;
  unitPrice: string;
  unitBudget: string;
  installPrice: string;
  installBudget: string;
  totalPrice: string;
  totalBudget: string;
  margin: string;
  marginPercent: string;
  /** The unit's and the install's margins, each against its own price: '$333.33 / 27.0%'. */
  unitMargin: string;
  installMargin: string;
  negative: boolean;
  /** 'Loss' or 'Low margin' against the brand's target (domain/pricing/margin.ts), else ''. */
  flag: string;
  /** The line's choice: 'Optional', 'Choose one: Faces', with ' · Recommended'; '' for a required line. */
  choice: string;
};

export type PricingSheetModel = DocumentParty & {
  rows: PricingSheetRow[];
  totals: {
    itemsPrice: string;
    itemsBudget: string;
    installationPrice: string;
    installationBudget: string;
    totalPrice: string;
    totalBudget: string;
    margin: string;
    marginPercent: string;
    /** 'Target 30% · 1 Loss, 2 Low margin' (or 'no line flagged'). */
    marginNote: string;
    taxLabel: string;
    tax: string;
    grandTotal: string;
  };
  cents: { totalPrice: number; totalBudget: number; margin: number; tax: number; grandTotal: number };
};

const quantityText = new Intl.NumberFormat('en-US');

// The engine's rule for a line's amount, re-exported for this module's callers.
export { lineTotal };


function displayName(line: DocumentLine): string {
  return line.name || (line.lineType === 'sign' ? 'Sign' : 'Service');
}

/**
 * A client reads no 'N/A': a cell with nothing to charge is left empty, and a
 * line that charges nothing at all says 'Included'.
 */
function clientCell(text: string): string {
  return text === NOT_APPLICABLE ? '' : text;
}

/** What both documents' line tables say of a line besides its money: its number, quantity, name, description, picture. */
function rowOf(line: DocumentLine, i: number) {
  return {
    key: i,
    number: i + 1,
    quantity: quantityText.format(line.quantity),
    name: displayName(line),
    description: line.description,
    picture: line.picture ?? null,
    sub: line.level === 1,
  };
}

export type ProposalOptions = {
  /** The chosen line ids to print the totals of; null: the recommended choice. */
  selection?: readonly number[] | null;
  /** Printed as the 'Accepted selection' of this acceptance. */
  accepted?: ProposalAcceptance | null;
};

export function proposalModel(party: DocumentParty, lines: readonly DocumentLine[], options: ProposalOptions = {}): ProposalModel {
  const accepted = options.accepted ?? null;
  const marked = lines.map((line, i) => ({ ...line, ...marksOf(line, i) }));
  const priced = choiceTotals(marked, options.selection ?? null, { tax: party.job.tax, jobTerms: party.job.jobTerms, currency: party.job.currency });
  const totals = { items: priced.cents.items, installation: priced.cents.installation, total: priced.cents.subtotal };
  const { tax, grandTotal, deposit, currency } = clientTotal(totals, party.job);
  const counted = new Set(priced.ids);
  const recommended = recommendedSet(marked);
  const offers = offersChoice(marked);
  let number = 0;
  const sections: ProposalSection[] = choiceSections(marked, accepted !== null ? counted : null).map((plan) => ({
    key: plan.key,
    kind: plan.kind,
    heading: plan.heading,
    note: plan.note,
    rows: plan.indexes.map((i) => {
      const line = marked[i]!;
      const cells = lineMoneyCells(line);
      const amount = lineTotal(line.lineItemPrice, line.quantity, line.lineItemInstallPrice);
      const kind = choiceKind(line);
      number += 1;
      return {
        ...rowOf(line, i),
        number,
        image: line.picture ? null : line.image,
        icon: line.lineType === 'service' ? (line.icon ?? '') : null,
        unitPrice: clientCell(cells.unitPrice),
        installPrice: clientCell(cells.installPrice),
        lineTotal: amount === 0 ? 'Included' : formatCents(amount),
        lineId: line.id,
        kind,
        group: line.alternativeGroup,
        recommended: recommended.has(line.id),
        counted: counted.has(line.id),
        mark: choiceMark(kind, recommended.has(line.id), counted.has(line.id), accepted !== null),
        cents: { quantity: line.quantity, unitPrice: line.lineItemPrice, installPrice: line.lineItemInstallPrice },
      };
    }),
  }));
  return {
    ...party,
    title: accepted ? 'Accepted selection' : 'Proposal',
    rows: sections.flatMap((s) => s.rows),
    sections,
    choice: { offers, accepted, note: offers ? (accepted ? CHOICE_WORDS.acceptedTotals : CHOICE_WORDS.totalDepends) : '' },
    totals: {
      items: formatCents(totals.items),
      installation: formatCents(totals.installation),
      subtotal: formatCents(totals.total),
      taxLabel: tax.label,
      tax: formatCents(tax.cents),
      grandTotal: formatCents(grandTotal),
      grandTotalLabel: offers && !accepted ? `Grand total with the recommended choices (${currency})` : `Grand total (${currency})`,
      currencyNote: `All amounts are in ${CURRENCY_NAMES[currency]} (${currency}).`,
      deposit: deposit ? { label: deposit.label, amount: formatCents(deposit.cents), balance: formatCents(deposit.balanceCents) } : null,
    },
    cents: { items: totals.items, installation: totals.installation, subtotal: totals.total, tax: tax.cents, grandTotal, deposit: deposit?.cents ?? null },
  };
}

/** The margins (unit, line, version; percent and flags) are the engine's: domain/pricing/margin.ts. */
export function pricingSheetModel(party: DocumentParty, lines: readonly DocumentLine[], targetPercent: number = DEFAULT_TARGET_MARGIN_PERCENT, chosen: readonly number[] | null = null): PricingSheetModel {
  // Totals, the version's margin and its flag counts count the counted lines: the recommended choice, or the client's once
  // accepted (`chosen`; docs/choices.md § Which lines count). Each line shows its own margin, so each choice's margin reads beside it.
  const marked = lines.map((line, i) => ({ ...line, ...marksOf(line, i) }));
  const counted = countedLines(marked, chosen);
  const recommended = recommendedSet(marked);
  const offers = offersChoice(marked);
  const { price, budget } = jobTotals(counted);
  const tax = jobTaxLine(price.total, party.job.tax);
  const version = versionMargin(counted, targetPercent);

  const margin = version.cents;
  const flagged = [version.lossCount ? `${version.lossCount} Loss` : '', version.lowCount ? `${version.lowCount} Low margin` : ''].filter(Boolean).join(', ');
  const basis = chosen ? "totals and flags with the client's choice" : 'totals and flags with the recommended choices';
  return {
    ...party,
    rows: lines.map((line, i) => {
      const cells = lineMoneyCells(line);
      const m = lineMargin(line, targetPercent);
      const parts = unitInstallMargins(line);
      const totalPrice = m.price;
      const totalBudget = m.budget;
      return {
        ...rowOf(line, i),
        unitPrice: cells.unitPrice,
        unitBudget: cells.unitBudget,
        installPrice: cells.installPrice,
        installBudget: cells.installBudget,
        totalPrice: formatCents(totalPrice),
        totalBudget: formatCents(totalBudget),
        margin: formatCents(m.total),
        marginPercent: formatMarginPercent(m.percentTenths),
        unitMargin: marginPartText(parts.unit),
        installMargin: marginPartText(parts.install),
        negative: m.total < 0,
        flag: m.flag ? MARGIN_FLAG_LABELS[m.flag] : '',
        choice: pricingChoiceLabel(marked[i]!, recommended.has(marked[i]!.id)),
      };
    }),
    totals: {
      itemsPrice: formatCents(price.items),
      itemsBudget: formatCents(budget.items),
      installationPrice: formatCents(price.installation),
      installationBudget: formatCents(budget.installation),
      totalPrice: formatCents(price.total),
      totalBudget: formatCents(budget.total),
      margin: formatCents(margin),
      marginPercent: formatMarginPercent(version.percentTenths),
      marginNote: `Target ${targetPercent}% · ${flagged || 'no line flagged'}${offers ? ` · ${basis}` : ''}`,
      taxLabel: tax.label,
      tax: formatCents(tax.cents),
      grandTotal: formatCents(price.total + tax.cents),
    },
    cents: { totalPrice: price.total, totalBudget: budget.total, margin, tax: tax.cents, grandTotal: price.total + tax.cents },
  };
}

