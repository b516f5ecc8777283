/** A quote version's states: the vocabulary the schema and the lifecycle rules share. */
export const VERSION_STATES = ['Draft', 'Sent', 'Superseded', 'Approved', 'Declined'] as const;
export type VersionState = (typeof VERSION_STATES)[number];
