/**
 * A worker's own server that delivers its mail over real SMTP (smtp-server, see auth-mail.ts) instead of the
 * outbox table: `smtp` receives every message the app sends, `app` is the server started with its SMTP_URL.
 * For the specs that read what a client actually receives (the proposal, an invoice) with its PDF attached.
 */
import { startApp, test as base, type App } from './fixtures';
import { startSmtp, type Smtp } from './auth-mail';

export const test = base.extend<object, { smtp: Smtp; app: App }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ smtp }, use) => {
      const app = await startApp({ env: { SMTP_URL: smtp.url } });
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** The base64 PDF part of a raw MIME message, decoded. */
export function pdfAttachment(raw: string): Buffer {
  const match = /Content-Type: application\/pdf[^\r\n]*(?:\r?\n[^\r\n]+)*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!match) throw new Error('No PDF attachment in the message');
  return Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
}
