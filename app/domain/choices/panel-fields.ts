/**
 * The line panel's choice fields as plain values, apart from line-choice.ts
 * (which reads them with Zod): the panel shows them without loading Zod. Pure.
 */
import type { LineChoiceKind } from './selection';

/** A group's name: the shared user-text rule, at most this many characters. */
export const GROUP_NAME_LIMIT = 60;

/** The panel's choice field values. */
export const CHOICE_FIELD_VALUES = { Required: 'required', Optional: 'optional', Alternative: 'choose-one' } as const satisfies Record<LineChoiceKind, string>;
