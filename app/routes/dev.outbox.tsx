import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/dev.outbox';
import { devOutboxEnabled } from '~/server/config.server';
import { recentOutbox } from '~/server/mail.server';
import { outboxAttachments } from '~/server/mail-outbox.server';
import { fromLoopback } from '~/server/auth/rate-limit.server';

export const meta: Route.MetaFunction = () => [{ title: 'Dev outbox | Signboard' }];

// Mail sent without SMTP_URL lands here, working sign-in codes included: only
// for a caller on this machine (the socket's peer, never a forwarded header),
// and never in real production.
export function loader() {
  if (!devOutboxEnabled || !fromLoopback()) throw data(null, { status: 404 });
  const messages = recentOutbox(50).map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    sentAt: new Date(m.createdAt).toISOString(),
    attachments: outboxAttachments(m.attachments).map((a, index) => ({ ...a, size: sizeText(a.size), href: `/dev/outbox/${m.id}/attachments/${index}` })),
  }));
  return { messages };
}

/** '812 bytes', '48.2 KB', '1.3 MB'. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Plain text with its http(s) links clickable. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="break-all text-blue-700 underline">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default function DevOutbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-semibold">Dev outbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        Mail sent while no SMTP server is configured (SMTP_URL unset), newest first. Only for this machine, never in production.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 text-slate-500">No messages yet.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-md border border-slate-200 p-4">
              <p className="text-sm">
                <span className="font-medium">To:</span> {m.to}
              </p>
              <p className="text-sm">
                <span className="font-medium">Subject:</span> {m.subject}
              </p>
              <p className="text-xs text-slate-500">
                <time dateTime={m.sentAt}>{m.sentAt.replace('T', ' ').slice(0, 19)} UTC</time>
              </p>
              <pre className="mt-3 font-sans text-sm whitespace-pre-wrap">
                <Linkified text={m.text} />
              </pre>
              {m.attachments.length > 0 ? (
                <ul className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm" aria-label={`Attachments to ${m.to}`} data-testid="outbox-attachments">
                  {m.attachments.map((a) => (
                    <li key={a.href}>
                      <a href={a.href} download className="break-all text-blue-700 underline">
                        {a.filename}
                      </a>{' '}
                      <span className="text-slate-600">
                        ({a.contentType}, {a.size})
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
