/** Payment terms a job may have: the vocabulary the schema, the forms and the rules share. */
export const PAYMENT_TERMS = [
  '50% Deposit / 50% before install',
  '50% Deposit / 50% upon completion',
  'Net30',
  'Net45',
  'COD',
  'Prepayment',
] as const;
