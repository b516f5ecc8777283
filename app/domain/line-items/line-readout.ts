/**
 * A saved line read back, not edited: what the read-only View of a locked
 * version's line shows (its configuration in words, its prices, budgets and
 * margins). Every figure comes from the pricing engine; this only says it. Pure.
 */
import { formatCents } from '~/domain/money';
import { lineTotal } from '~/domain/pricing/totals';
import { formatMarginPercent, lineMargin, marginPartText, MARGIN_FLAG_LABELS, unitInstallMargins } from '~/domain/pricing/margin';
import { optionWords, type OptionWord } from './option-words';

export type ReadoutLine = {
  name: string;
  quantity: number;
  description: string;
  pricingMode: 'Calculated' | 'Edited' | 'Custom';
  options: Record<string, unknown>;
  lineItemPrice: number;
  lineItemInstallPrice: number;
  lineItemBudget: number;
  lineItemInstallBudget: number;
};

export type Figure = { key: string; label: string; value: string };

export type LineReadout = {
  name: string;
  quantity: string;
  description: string;
  pricingMode: string;
  options: OptionWord[];
  /** Unit price, install price, unit budget, install budget, line price. */
  amounts: Figure[];
  /** Unit margin, install margin ('$333.33 / 27.0%'), and the line's ('$1,134.68 / 27.6%', with its flag). */
  margins: Figure[];
};

const quantityText = new Intl.NumberFormat('en-US');

export function lineReadout(line: ReadoutLine, targetMarginPercent: number): LineReadout {
  const parts = unitInstallMargins(line);
  const whole = lineMargin(line, targetMarginPercent);
  const wholeText = `${formatCents(whole.total)} / ${formatMarginPercent(whole.percentTenths)}`;
  return {
    name: line.name,
    quantity: quantityText.format(line.quantity),
    description: line.description,
    pricingMode: line.pricingMode,
    options: optionWords(line.options),
    amounts: [
      { key: 'unitPrice', label: 'Unit price', value: formatCents(line.lineItemPrice) },
      { key: 'installPrice', label: 'Install price', value: formatCents(line.lineItemInstallPrice) },
      { key: 'unitBudget', label: 'Unit budget', value: formatCents(line.lineItemBudget) },
      { key: 'installBudget', label: 'Install budget', value: formatCents(line.lineItemInstallBudget) },
      { key: 'linePrice', label: `Line price (unit x ${quantityText.format(line.quantity)} + install)`, value: formatCents(lineTotal(line.lineItemPrice, line.quantity, line.lineItemInstallPrice)) },
    ],
    margins: [
      { key: 'unitMargin', label: 'Unit margin', value: marginPartText(parts.unit) },
      { key: 'installMargin', label: 'Install margin', value: marginPartText(parts.install) },
      { key: 'lineMargin', label: `Line margin (target ${targetMarginPercent}%)`, value: whole.flag ? `${wholeText} ${MARGIN_FLAG_LABELS[whole.flag]}` : wholeText },
    ],
  };
}
