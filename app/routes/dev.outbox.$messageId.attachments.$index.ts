/** /dev/outbox/{message}/attachments/{index}: one attachment's bytes, under the outbox page's own guard. */
import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dev.outbox.$messageId.attachments.$index';
import { attachmentDisposition } from '~/domain/proposal/file-name';
import { devOutboxEnabled } from '~/server/config.server';
import { outboxAttachmentFile } from '~/server/mail-outbox.server';
import { fromLoopback } from '~/server/auth/rate-limit.server';

const paramsSchema = z.object({ messageId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER), index: z.coerce.number().int().min(0).max(99) });

export function loader({ params }: Route.LoaderArgs) {
  if (!devOutboxEnabled || !fromLoopback()) throw data(null, { status: 404 });
  const parsed = paramsSchema.safeParse(params);
  const file = parsed.success ? outboxAttachmentFile(parsed.data.messageId, parsed.data.index) : null;
  if (!file) throw data(null, { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentDisposition(file.filename),
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
}
