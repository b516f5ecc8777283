/** The client page's Accept and Decline forms (shared by the action, the form and the JSON answer). Pure. */
import { z } from 'zod';
import { userText } from '~/domain/user-text';
import { DECLINE_REASONS } from './decline-reasons';

export { DECLINE_REASONS };

export const acceptSchema = z.object({
  intent: z.literal('accept'),
  signerName: userText(120).min(2, 'Type your full name to sign'),
  signerTitle: userText(120).min(1, 'Enter your title'),
  agree: z.literal('on', { message: 'Tick the box to agree to the terms' }),
});

export const declineSchema = z.object({
  intent: z.literal('decline'),
  /** Who declined, when they say: else the job's contact, to whom the proposal went. */
  declinerName: userText(120).optional(),
  reason: z.enum(DECLINE_REASONS, { message: 'Choose a reason' }),
  reasonText: userText(1000).optional().default(''),
});

export const answerSchema = z.discriminatedUnion('intent', [acceptSchema, declineSchema]);
export type AnswerForm = z.output<typeof answerSchema>;
