/**
 * The dev outbox holds working sign-in codes, so it answers only
 * a caller on this machine, judged by the TCP peer the server recorded, never
 * by a forwarded header.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as outboxLoader } from '../app/routes/dev.outbox';
import { action as loginAction } from '../app/routes/login';
import { withClientAddress } from '../app/server/auth/rate-limit.server';
import { addUser, call, formPost, lastMail } from './support/auth-helpers';

const OWNER = 'owner@signboard.local';

beforeAll(async () => {
  addUser({ email: OWNER, fullName: 'Morgan Reyes', role: 'Super-Admin' });
  await withClientAddress('127.0.0.1', () => call(loginAction, formPost('/login', { intent: 'request', email: OWNER })));
  expect(await lastMail(OWNER)).not.toBeNull();
});

const outboxFrom = (peer: string | undefined, headers: Record<string, string> = {}) => {
  const request = new Request('http://localhost:3000/dev/outbox', { headers });
  return peer === undefined ? call(outboxLoader, request) : withClientAddress(peer, () => call(outboxLoader, request));
};

describe('/dev/outbox', () => {
  it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])('shows the messages to a caller on this machine (%s)', async (peer) => {
    const res = await outboxFrom(peer);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain(OWNER);
  });

  it.each(['192.0.2.2', '203.0.113.9', 'fd00::2', '::ffff:10.0.0.1'])('is a 404 for a caller elsewhere (%s)', async (peer) => {
    const res = await outboxFrom(peer);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body ?? '')).not.toContain(OWNER);
  });

  it('ignores forwarding headers that claim a local caller', async () => {
    const forged = { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1', Forwarded: 'for=127.0.0.1', Host: 'localhost' };
    expect((await outboxFrom('203.0.113.9', forged)).status).toBe(404);
  });

  it('is a 404 when no server recorded the caller', async () => {
    expect((await outboxFrom(undefined)).status).toBe(404);
  });
});
