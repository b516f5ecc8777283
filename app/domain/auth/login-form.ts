/** The login page's two forms, shared by the action and (through Conform) the browser. */
import { z } from 'zod';

export const REQUIRED_EMAIL = 'Please enter your email address';

export const emailFormSchema = z.object({
  email: z
    .string({ error: REQUIRED_EMAIL })
    .trim()
    .min(1, REQUIRED_EMAIL)
    .max(254, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
});

export const codeFormSchema = z.object({
  code: z
    .string({ error: 'Please enter the code from the e-mail' })
    .trim()
    .min(1, 'Please enter the code from the e-mail')
    .max(20, "That code or link didn't work. Check it and try again, or request a new link."),
});
