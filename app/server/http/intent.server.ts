/**
 * The one reader of a form's `intent` (several forms on one route, told
 * apart by the button pressed, as in the Epic Stack): checked against the
 * route's Zod enum of the intents it knows.
 */
import { data } from 'react-router';
import type { z } from 'zod';

type Intents = z.ZodEnum<Record<string, string>>;

/**
 * The form's intent. One the route does not know answers 400 'Unknown
 * action', unless the route names the intent a missing or unknown one means
 * (`otherwise`: the login page's e-mail form, 'Sign out' here).
 */
export function readIntent<E extends Intents>(form: FormData, intents: E, otherwise?: z.output<E>): z.output<E> {
  const intent = intentOf(form, intents);
  if (intent !== null) return intent;
  if (otherwise !== undefined) return otherwise;
  throw data('Unknown action', { status: 400 });
}

/** The form's intent when it is one of `intents`, else null: for a route whose answer to any other is not a 400. */
export function intentOf<E extends Intents>(form: FormData, intents: E): z.output<E> | null {
  const parsed = intents.safeParse(form.get('intent'));
  return parsed.success ? parsed.data : null;
}
