/**
 * Toasts travel in a signed flash cookie: an action sets one, the next page
 * load shows it once (root.tsx) and clears it. One at a time (docs/product.md § Business constants and limits).
 */
import { createCookie, redirect } from 'react-router';
import { z } from 'zod';
import { secureCookies, sessionSecret } from '~/server/config.server';

export const toastSchema = z.object({
  title: z.string().max(200).optional(),
  description: z.string().max(500),
  variant: z.enum(['default', 'destructive']).default('default'),
  duration: z.number().int().positive().max(60_000).default(5000),
  /** A button in the toast that posts `fields` to `href` (a form, so it works without JavaScript): e.g. Undo. */
  action: z
    .object({
      label: z.string().max(40),
      href: z.string().startsWith('/').max(500),
      fields: z.record(z.string().max(40), z.string().max(200)),
    })
    .optional(),
});
export type Toast = z.output<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

let cookieCache: ReturnType<typeof createCookie> | undefined;
function toastCookie() {
  cookieCache ??= createCookie('__toast', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    path: '/',
    secrets: [sessionSecret()],
  });
  return cookieCache;
}

export async function setToastCookie(toast: ToastInput): Promise<string> {
  return toastCookie().serialize(toastSchema.parse(toast));
}

/** Reads (and clears) the pending toast. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const raw = await toastCookie().parse(request.headers.get('Cookie'));
  const parsed = toastSchema.safeParse(raw);
  if (raw !== null && raw !== undefined) {
    headers.append('Set-Cookie', await toastCookie().serialize('', { maxAge: 0 }));
  }
  return { toast: parsed.success ? parsed.data : null, headers };
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await setToastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** Merge several header sources (e.g. a toast clear and a session refresh). */
export function combineHeaders(...sources: Array<HeadersInit | null | undefined>): Headers {
  const out = new Headers();
  for (const source of sources) {
    if (!source) continue;
    new Headers(source).forEach((value, key) => out.append(key, value));
  }
  return out;
}

/**
 * Back to `url` with a red toast: a refused or failed write, in the 'Error'
 * toast of docs/product.md § Error messages (`title: null`: none, as the job
 * page's own toasts).
 */
export function errorToast(url: string, description: string, options: { duration?: number; title?: string | null; init?: ResponseInit } = {}) {
  const title = options.title === null ? undefined : (options.title ?? 'Error');
  return redirectWithToast(url, { title, description, variant: 'destructive', duration: options.duration }, options.init);
}

/**
 * 'Catch, log, show a red toast' in one place: runs `write` (which answers
 * its own success and refusals, or returns what its caller goes on with);
 * an unexpected error is logged as '<what> failed' and answered, like a
 * write that answered nothing (null), by going back to `back` with the red
 * toast `failure`. A caller going on tells the toast by `instanceof Response`.
 */
export async function toastOnFailure<T>(
  failure: { what: string; back: string; description: string; duration?: number; title?: string | null },
  write: () => T,
): Promise<NonNullable<Awaited<T>> | Response> {
  try {
    const answer = await write();
    if (answer) return answer;
  } catch (error) {
    console.error(`${failure.what} failed`, error);
  }
  return errorToast(failure.back, failure.description, { duration: failure.duration, title: failure.title });
}
