/**
 * The login page's two forms checked in the browser, with the same schemas
 * the page's action checks on the server. Loaded by the page once it has
 * hydrated, not with it: Zod and Conform's parser are about a fifth of the
 * script a sign-in would otherwise wait for. A form sent before this module
 * arrives is checked by the server alone, with the same messages.
 */
import { parseWithZod } from '@conform-to/zod/v4';
// Zod's messages in words a person reads, in the browser (the server's entry installs them there).
import '~/domain/form-messages';
import { codeFormSchema, emailFormSchema } from '~/domain/auth/login-form';

export const checkEmailForm = (formData: FormData) => parseWithZod(formData, { schema: emailFormSchema });
export const checkCodeForm = (formData: FormData) => parseWithZod(formData, { schema: codeFormSchema });
