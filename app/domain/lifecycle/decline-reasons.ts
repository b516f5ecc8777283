/** The reasons a client picks from to decline (answer-form.ts's schema takes only these). Apart from the schema, so the client page loads no Zod to list them. Pure. */
export const DECLINE_REASONS = ['Price is too high', 'Chose another supplier', 'Project cancelled or postponed', 'Scope or design needs changes', 'Other'] as const;
