/** Roles and account statuses: the vocabulary the schema, the forms and the rules share. */
export const ROLES = ['User', 'Admin', 'Super-Admin'] as const;
export type Role = (typeof ROLES)[number];
export const STATUSES = ['Active', 'Disabled'] as const;
export type Status = (typeof STATUSES)[number];
