import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { admins, auditLog, outbox } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const snapshot = async () => ({
  admins: await t.db.select().from(admins).orderBy(admins.id),
  audit: (await t.db.select({ n: count() }).from(auditLog))[0]?.n,
  outbox: (await t.db.select({ n: count() }).from(outbox))[0]?.n,
});

/** Malformed bodies for every write route of this issue: a clear 4xx, no 500, nothing changed. */
const CORPUS: { method: 'POST' | 'PATCH'; url: string; as?: 'SBS' }[] = [
  { method: 'POST', url: '/api/auth/pos-cabang/login' },
  { method: 'POST', url: '/api/reset_password' },
  { method: 'PATCH', url: '/api/user/profile', as: 'SBS' },
  { method: 'POST', url: '/api/user/profile/change_password', as: 'SBS' },
  { method: 'PATCH', url: '/api/user/payment_receipt/1', as: 'SBS' },
  { method: 'POST', url: '/api/user/message/notification', as: 'SBS' },
  { method: 'POST', url: '/api/user/message/outbox/1/retry', as: 'SBS' },
];

const BODIES: { label: string; payload: string; type: string }[] = [
  { label: 'broken JSON', payload: '{"email": ', type: 'application/json' },
  { label: 'a JSON array', payload: '[1,2,3]', type: 'application/json' },
  { label: 'a JSON string', payload: '"hello"', type: 'application/json' },
  { label: 'null', payload: 'null', type: 'application/json' },
  {
    label: 'wrong types',
    payload: '{"email": 5, "password": {"a": 1}, "name": [1], "image": 7}',
    type: 'application/json',
  },
  { label: 'plain text', payload: 'email=a', type: 'text/plain' },
  { label: 'XML', payload: '<a/>', type: 'application/xml' },
  {
    label: 'a bad data URL',
    payload: '{"name": "A", "image": "data:image/png;base64,@@@"}',
    type: 'application/json',
  },
  {
    label: 'huge strings',
    payload: JSON.stringify({
      email: 'a'.repeat(5000),
      password: 'b'.repeat(5000),
      name: 'c'.repeat(5000),
    }),
    type: 'application/json',
  },
];

describe('bad input', () => {
  it('gets a clear 4xx with an Indonesian message and changes nothing', async () => {
    const before = await snapshot();
    for (const route of CORPUS) {
      for (const body of BODIES) {
        const res = await t.call({
          method: route.method,
          url: route.url,
          as: route.as ?? null,
          payload: body.payload,
          headers: { 'content-type': body.type },
        });
        const label = `${route.method} ${route.url} with ${body.label}: ${res.body}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(typeof res.json().message, label).toBe('string');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'SBS',
      payload: JSON.stringify({
        name: 'A',
        image: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}`,
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Ukuran data terlalu besar' });
  });

  it('answers an unknown API path with a JSON 404, before and after sign-in', async () => {
    for (const as of [null, 'SBS'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/user/tidak-ada', as });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Alamat API tidak ditemukan' });
    }
    expect(
      (await t.call({ method: 'DELETE', url: '/api/user/profile', as: 'SBS' })).statusCode,
    ).toBe(404);
  });

  it('treats a malformed Authorization header as no token', async () => {
    for (const header of ['Bearer', 'Basic abc', 'Bearer a b', 'bearer   ']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
    }
  });
});
