import type { LineItemRow } from './line-item-display';

/** A site survey as the job page's table shows it: a service line with an install price only (test data). */
export const surveyLine: LineItemRow = {
  id: 8,
  lineType: 'service',
  name: 'Survey',
  quantity: 1,
  image: null,
  icon: 'ruler',
  description: 'Site survey',
  lineItemPrice: 0,
  lineItemInstallPrice: 59_500,
  lineItemBudget: 0,
  lineItemInstallBudget: 35_700,
};
