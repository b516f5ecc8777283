/**
 * A real SMTP server for the sign-in tests (the `smtp-server` package), and
 * just enough MIME reading to get the text part of what the app sent.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string };

export type Smtp = {
  url: string;
  received: Received[];
  /** Messages so far for `to` (take it before acting, then waitForMail). */
  count(to: string): number;
  /** The text part of the first message to `to` after the first `after`. */
  waitForMail(to: string, after: number, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
};

export async function startSmtp(): Promise<Smtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const forTo = (to: string) => received.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: (to) => forTo(to).length,
    async waitForMail(to, after, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const message = forTo(to)[after];
        if (message) return textPart(message.raw);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No mail to ${to} within ${timeoutMs} ms (had ${forTo(to).length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Record<string, string>; body: string };

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decode(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    // Soft line breaks (=\r\n) join lines; =XX is a byte.
    const bytes = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** The text/plain part of a message, decoded (multipart or not). */
export function textPart(raw: string): string {
  const top = splitPart(raw);
  const type = top.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return decode(top);
  for (const chunk of top.body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const text = textPart(chunk.replace(/^\r?\n/, ''));
    const inner = splitPart(chunk.replace(/^\r?\n/, ''));
    const innerType = inner.headers['content-type'] ?? 'text/plain';
    if (/^text\/plain/i.test(innerType) || /^multipart\//i.test(innerType)) return text;
  }
  throw new Error('No text/plain part in the message');
}

export function linkAndCode(text: string): { link: string; code: string } {
  const link = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(text)?.[0];
  const code = /code[^:]*: ([A-Z0-9]{6})/.exec(text)?.[1];
  if (!link || !code) throw new Error(`No link or code in the e-mail:\n${text}`);
  return { link, code };
}
