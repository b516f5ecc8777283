import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { Form, data, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/login';
import { codeFormSchema, emailFormSchema } from '~/domain/auth/login-form';
import { clearPendingLogin, loginPageState, loginPath, sendLink, verifyTypedCode } from '~/server/auth/auth.server';
import { rateLimitedLinkMessage } from '~/server/auth/login-state.server';
import { getUser, safeRedirect } from '~/server/auth/session.server';
import { combineHeaders, redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { readIntent } from '~/server/http/intent.server';
import { LogoMark } from '~/components/ui/logo-mark';
import type * as LoginChecksModule from '~/components/auth/login-checks';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) {
    // Already signed in (e.g. a used link opened again): say what became of the link now, on the
    // page they land on, and clear it, so it does not greet them at the next sign-out.
    const { error, headers } = loginPageState(request);
    if (error) throw await redirectWithToast('/', { title: 'Sign-in link', description: error, variant: 'destructive' }, { headers });
    throw redirect('/');
  }
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const { headers, ...state } = loginPageState(request);
  // An invitation's link names the invited address (?email=): it fills the field in, nothing more.
  const invited = emailFormSchema.safeParse({ email: params.get('email') ?? '' });
  const email = state.email || (invited.success ? invited.data.email : '');
  return data({ ...state, email, redirectTo }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  requireFormPost(request);
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get('redirectTo'));
  // Four forms on one page, told apart by `intent` (the e-mail form's, 'request', when none); each works as a plain
  // POST. The schema is made here, not at the module's top, so that the page's browser code does not take Zod in.
  const intent = readIntent(formData, z.enum(['request', 'start-over', 'resend', 'verify']), 'request');

  if (intent === 'start-over') return clearPendingLogin(redirectTo);

  if (intent === 'resend') {
    const sent = await sendLink(request, null, redirectTo);
    if (sent.kind === 'sent') {
      return redirectWithToast(loginPath(redirectTo), { description: 'New login link sent to your email' }, { headers: sent.headers });
    }
    const reason =
      sent.kind === 'limited' ? rateLimitedLinkMessage(sent.retryAfterSeconds) : 'Please enter your email address again.';
    return redirectWithToast(
      loginPath(redirectTo),
      { title: 'Failed to resend link', description: reason, variant: 'destructive' },
      { headers: sent.kind === 'failed' ? sent.headers : undefined },
    );
  }

  if (intent === 'verify') {
    const submission = parseWithZod(formData, { schema: codeFormSchema });
    if (submission.status !== 'success') return data({ form: 'code', result: submission.reply() }, { status: 400 });
    return verifyTypedCode(request, submission.value.code, redirectTo);
  }

  const submission = parseWithZod(formData, { schema: emailFormSchema });
  if (submission.status !== 'success') return data({ form: 'email', result: submission.reply() }, { status: 400 });
  const sent = await sendLink(request, submission.value.email, redirectTo);
  if (sent.kind === 'limited') {
    const message = rateLimitedLinkMessage(sent.retryAfterSeconds);
    return data({ form: 'email', result: submission.reply({ formErrors: [message] }) }, { status: 429 });
  }
  return redirect(loginPath(redirectTo), { headers: combineHeaders(sent.headers) });
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-slate-900 focus-visible:outline-offset-0';
const primaryButton =
  'w-full rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800 disabled:opacity-60';
const linkButton = 'text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900';

function Alert({ messages }: { messages: Array<string | null | undefined> }) {
  const shown = messages.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {shown.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

export default function Login() {
  const { sentTo, email, error, redirectTo } = useLoaderData<typeof loader>();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-2">
          <LogoMark className="h-8 w-8" />
          <span className="text-lg font-semibold tracking-tight">Signboard</span>
        </div>
        {sentTo ? (
          <SentView sentTo={sentTo} error={error} redirectTo={redirectTo} />
        ) : (
          <EmailView email={email} error={error} redirectTo={redirectTo} />
        )}
      </div>
    </main>
  );
}

type LoginChecks = typeof LoginChecksModule;

/** The forms' browser checks, once their module has loaded after hydrating (null before: the server checks alone). */
function useLoginChecks(): LoginChecks | null {
  const [checks, setChecks] = useState<LoginChecks | null>(null);
  useEffect(() => {
    let live = true;
    import('~/components/auth/login-checks').then(
      (module) => live && setChecks(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return checks;
}

function EmailView({ email, error, redirectTo }: { email: string; error: string | null; redirectTo: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'request';
  const checks = useLoginChecks();
  const [form, fields] = useForm({
    id: 'login-email',
    lastResult: actionData?.form === 'email' ? actionData.result : undefined,
    defaultValue: { email },
    shouldValidate: 'onSubmit',
    onValidate: checks ? ({ formData }) => checks.checkEmailForm(formData) : undefined,
  });
  return (
    <>
      <h1 className="mt-6 text-2xl font-semibold">Sign in</h1>
      <p className="mt-1 text-sm text-slate-600">Enter your work email and we&apos;ll send you a sign-in link.</p>
      <Alert messages={[error, ...(form.errors ?? [])]} />
      <Form discover="none" method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="request" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div>
          <label htmlFor={fields.email.id} className="block text-sm font-medium">
            Email
          </label>
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            key={fields.email.key}
            // The page is for this one field: typing goes straight into it.
            autoFocus
            autoComplete="email"
            placeholder="you@company.com"
            className={inputClass}
          />
          {fields.email.errors ? (
            <p id={fields.email.errorId} className="mt-1 text-sm text-red-700">
              {fields.email.errors[0]}
            </p>
          ) : null}
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Sending...' : 'Continue'}
        </button>
      </Form>
    </>
  );
}

function SentView({ sentTo, error, redirectTo }: { sentTo: string; error: string | null; redirectTo: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const checks = useLoginChecks();
  const [form, fields] = useForm({
    id: 'login-code',
    lastResult: actionData?.form === 'code' ? actionData.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: checks ? ({ formData }) => checks.checkCodeForm(formData) : undefined,
  });
  return (
    <>
      <h1 className="mt-6 text-2xl font-semibold">We sent your link!</h1>
      <p className="mt-2 text-sm text-slate-600">
        If <strong className="font-medium text-slate-900">{sentTo}</strong> belongs to a Signboard account, a sign-in link is on
        its way. Open it in this browser, or type the code from the same e-mail below. Both expire in 10 minutes and work once.
      </p>
      <Alert messages={[error, ...(form.errors ?? [])]} />
      <Form discover="none" method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div>
          <label htmlFor={fields.code.id} className="block text-sm font-medium">
            Code
          </label>
          <input
            {...getInputProps(fields.code, { type: 'text' })}
            key={fields.code.key}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABC234"
            className={`${inputClass} font-mono tracking-widest uppercase`}
          />
          {fields.code.errors ? (
            <p id={fields.code.errorId} className="mt-1 text-sm text-red-700">
              {fields.code.errors[0]}
            </p>
          ) : null}
        </div>
        <button type="submit" className={primaryButton} disabled={pending === 'verify'}>
          {pending === 'verify' ? 'Signing in...' : 'Sign in with code'}
        </button>
      </Form>
      <div className="mt-6 flex items-center justify-between gap-4">
        <Form discover="none" method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className={linkButton} disabled={pending === 'resend'}>
            {pending === 'resend' ? 'Sending...' : 'Resend link'}
          </button>
        </Form>
        <Form discover="none" method="post">
          <input type="hidden" name="intent" value="start-over" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className={linkButton}>
            Use a different email
          </button>
        </Form>
      </div>
    </>
  );
}
