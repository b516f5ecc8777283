/**
 * The Send Proposal panel (job/:brandSlug/:jobNumber/send): To (the
 * contact's e-mail, more allowed), Cc, subject, message, the version and
 * its valid-until; and Mark as Sent / Withdraw. Plain forms posting to the
 * route's action, so it all works without JavaScript.
 */
import { Form, useNavigate, useNavigation } from 'react-router';
import { ItemSheet } from '~/components/line-items/item-sheet';
import { inputClass } from '~/components/ui/field';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';
import type { SendPanelData } from '~/server/lifecycle/job-view.server';
import type { LossLine } from '~/domain/lifecycle/loss-guard';
import { StateBadge } from './state-badge';
import { LossConfirm } from './loss-confirm';

export type SendPanelAction = { intent: string; fieldErrors: Record<string, string[]>; values: Record<string, string>; lossLines?: LossLine[] } | undefined;

function Errors({ errors, id }: { errors: string[] | undefined; id: string }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-xs text-red-600">
      {errors.join(' ')}
    </p>
  );
}

function Row({ label, name, errors, children }: { label: string; name: string; errors: Record<string, string[]>; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={`send-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <Errors errors={errors[name]} id={`send-${name}-error`} />
    </div>
  );
}

export function SendPanel({ data, action, closeHref, approvalHref }: { data: SendPanelData; action: SendPanelAction; closeHref: string; approvalHref: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : '';
  const errors = action?.fieldErrors ?? {};
  const v = (name: string, fallback: string) => (action?.values[name] ?? fallback);
  const aria = (name: string) => (errors[name]?.length ? { 'aria-invalid': true, 'aria-describedby': `send-${name}-error` } : {});
  const sendable = data.versions.filter((x) => x.sendable);
  return (
    <ItemSheet title="Send Proposal" closeHref={closeHref} onClose={() => navigate(closeHref, { preventScrollReset: true })}>
      <div className="space-y-6 p-4">
        {errors._ ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {errors._.join(' ')}
          </p>
        ) : null}
        {sendable.length === 0 ? (
          <p className="text-sm text-slate-600">Every version has been sent or answered. Create a new version to send a revision.</p>
        ) : (
          <Form discover="none" method="post" className="space-y-4" preventScrollReset>
            <Row label="Version" name="version" errors={errors}>
              <select id="send-version" name="version" defaultValue={v('version', String(data.version ?? ''))} className={inputClass} {...aria('version')}>
                {sendable.map((x) => (
                  <option key={x.versionNumber} value={x.versionNumber}>
                    Version {x.versionNumber}
                  </option>
                ))}
              </select>
            </Row>
            <Row label="To" name="to" errors={errors}>
              <input id="send-to" name="to" type="text" inputMode="email" autoComplete="off" defaultValue={v('to', data.to)} className={inputClass} {...aria('to')} />
              <p className="mt-1 text-xs text-slate-500">Separate several addresses with commas.</p>
            </Row>
            <Row label="Cc" name="cc" errors={errors}>
              <input id="send-cc" name="cc" type="text" inputMode="email" autoComplete="off" defaultValue={v('cc', '')} className={inputClass} {...aria('cc')} />
            </Row>
            <Row label="Subject" name="subject" errors={errors}>
              <input id="send-subject" name="subject" type="text" maxLength={200} defaultValue={v('subject', data.subject)} className={inputClass} {...aria('subject')} />
            </Row>
            <Row label="Message" name="message" errors={errors}>
              <textarea id="send-message" name="message" rows={10} maxLength={4000} defaultValue={v('message', data.message)} className={`${inputClass} h-auto py-2`} {...aria('message')} />
            </Row>
            <Row label="Valid until" name="validUntil" errors={errors}>
              <input id="send-validUntil" name="validUntil" type="date" min={data.minDate} defaultValue={v('validUntil', data.validUntil)} className={inputClass} {...aria('validUntil')} />
            </Row>
            {action?.lossLines?.length ? <LossConfirm lines={action.lossLines} intent={action.intent} /> : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="send" className={primaryButtonClass} disabled={busy !== ''}>
                {busy === 'send' ? 'Sending...' : 'Send Proposal'}
              </button>
              <button type="submit" name="intent" value="mark-sent" className={headerButtonClass} disabled={busy !== ''}>
                {busy === 'mark-sent' ? 'Saving...' : 'Mark as Sent'}
              </button>
            </div>
            <p className="text-xs text-slate-500">Mark as Sent keeps the printed proposal for a copy you sent outside Signboard; no e-mail goes out.</p>
          </Form>
        )}
        <section aria-labelledby="send-versions" className="border-t border-slate-200 pt-4">
          <h3 id="send-versions" className="mb-2 text-sm font-semibold text-slate-800">
            Versions
          </h3>
          <ul className="space-y-2">
            {data.versions.map((x) => (
              <li key={x.versionNumber} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-2">
                  Version {x.versionNumber} <StateBadge state={x.state} />
                </span>
                {data.withdrawable.includes(x.versionNumber) ? (
                  <div className="flex w-full flex-col gap-2">
                    <Form discover="none" method="post" preventScrollReset>
                      <input type="hidden" name="version" value={x.versionNumber} />
                      <button type="submit" name="intent" value="withdraw" className={headerButtonClass} disabled={busy !== ''}>
                        Withdraw<span className="sr-only"> version {x.versionNumber}</span>
                      </button>
                    </Form>
                    {/* A full-page multipart post (with or without JavaScript); the route answers with a toast. */}
                    <form method="post" action={approvalHref} encType="multipart/form-data" className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 p-2">
                      <input type="hidden" name="version" value={x.versionNumber} />
                      <label className="text-xs text-slate-700">
                        Signed approval (PDF, at most 10 MB) for version {x.versionNumber}
                        <input type="file" name="file" accept="application/pdf,.pdf" required className="mt-1 block w-full text-xs" />
                      </label>
                      <button type="submit" className={headerButtonClass}>
                        Upload approval<span className="sr-only"> for version {x.versionNumber}</span>
                      </button>
                    </form>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </ItemSheet>
  );
}
