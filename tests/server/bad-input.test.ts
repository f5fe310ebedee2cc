import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { admins, auditLog, branches, feeSchedules, outbox, settings } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const snapshot = async () => ({
  admins: await t.db.select().from(admins).orderBy(admins.id),
  branches: await t.db.select().from(branches).orderBy(branches.id),
  fees: await t.db.select().from(feeSchedules).orderBy(feeSchedules.id),
  settings: await t.db.select().from(settings).orderBy(settings.key),
  audit: (await t.db.select({ n: count() }).from(auditLog))[0]?.n,
  outbox: (await t.db.select({ n: count() }).from(outbox))[0]?.n,
});

/** Malformed bodies for every write route of this issue: a clear 4xx, no 500, nothing changed. */
const CORPUS: { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; as?: 'SBS' }[] = [
  { method: 'POST', url: '/api/auth/pos-cabang/login' },
  { method: 'POST', url: '/api/reset_password' },
  { method: 'PATCH', url: '/api/user/profile', as: 'SBS' },
  { method: 'POST', url: '/api/user/profile/change_password', as: 'SBS' },
  { method: 'PATCH', url: '/api/user/payment_receipt/1', as: 'SBS' },
  { method: 'POST', url: '/api/user/message/notification', as: 'SBS' },
  { method: 'POST', url: '/api/user/message/outbox/1/retry', as: 'SBS' },
  { method: 'POST', url: '/api/admin/branches', as: 'SBS' },
  { method: 'PUT', url: '/api/admin/branches/1', as: 'SBS' },
  { method: 'PUT', url: '/api/admin/branches/01', as: 'SBS' },
  { method: 'DELETE', url: '/api/admin/branches/1x', as: 'SBS' },
  { method: 'POST', url: '/api/admin/accounts', as: 'SBS' },
  { method: 'PUT', url: '/api/admin/accounts/1', as: 'SBS' },
  { method: 'DELETE', url: '/api/admin/accounts/-1', as: 'SBS' },
  { method: 'POST', url: '/api/admin/accounts/1e0/reset_link', as: 'SBS' },
  { method: 'PUT', url: '/api/admin/settings/app', as: 'SBS' },
  { method: 'PUT', url: '/api/admin/settings/other', as: 'SBS' },
  { method: 'POST', url: '/api/admin/fees', as: 'SBS' },
  { method: 'PUT', url: '/api/admin/fees/1', as: 'SBS' },
  { method: 'DELETE', url: '/api/admin/fees/99999999999', as: 'SBS' },
];

/** Bodies that are well-formed JSON but wrong for the admin routes. */
const ADMIN_BODIES = [
  { name: 'x'.repeat(151), city: 5, no_wa: '1'.repeat(40) },
  { name: '', email: 'a@b.c', group: 'CABANG', branch_id: '01', active: 'ya' },
  { name: ' ', email: 'a@b.c', group: 'SBS', branch_id: 1, password: 'x'.repeat(201) },
  { open_hour: '8', close_hour: 7, days: Array.from({ length: 10_000 }, () => 1) },
  { open_hour: Number.MAX_VALUE, days: 'senin', help_center_url: `https://${'a'.repeat(600)}` },
  { effective_from: '2020-02-30', registration_aog: 1e10, registration_mog: -5 },
  { effective_from: ['2027-01-01'], registration_aog: '1_000' },
  { updated_at: { $gt: '' }, name: ['A'] },
];

/** Malformed list queries of every admin resource: 400/422 with a message, never 500. */
const LIST_QUERIES = [
  'sort=%5B',
  'sort=%5B%22id%22%2C%22ASC%22%2C1%5D',
  'range=%5B0%2C1e3%5D',
  'range=%5B1%2C0%5D',
  'range=%5B0%2C100%5D',
  'filter=%7B%22__proto__%22%3A1%7D',
  'filter=%7B%22constructor%22%3A1%7D',
  'sort=%5B%22__proto__%22%2C%22ASC%22%5D',
  'sort=%5B%22toString%22%2C%22ASC%22%5D',
  'filter=%7B%22id%22%3A%7B%7D%7D',
  'filter=1',
  'filter=a&filter=b',
  `filter=${'%7B'.repeat(3000)}`,
  // Objects, lists, numbers and booleans where a filter takes text or a flag.
  `filter=${encodeURIComponent('{"q":{"$gt":""}}')}`,
  `filter=${encodeURIComponent('{"q":["x"]}')}`,
  `filter=${encodeURIComponent('{"q":123}')}`,
  `filter=${encodeURIComponent('{"q":true}')}`,
  `filter=${encodeURIComponent('{"active":{"$ne":null}}')}`,
  `filter=${encodeURIComponent('{"active":[true]}')}`,
  `filter=${encodeURIComponent('{"id":[{"$gt":0}]}')}`,
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
        // A valid branch name with a stray image field is a valid branch.
        if (route.url.startsWith('/api/admin/') && body.label === 'a bad data URL') continue;
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

  it('refuses wrong admin bodies and list queries with a clear 4xx and changes nothing', async () => {
    const before = await snapshot();
    for (const route of CORPUS.filter((r) => r.url.startsWith('/api/admin/'))) {
      for (const payload of ADMIN_BODIES) {
        const res = await t.call({ method: route.method, url: route.url, as: 'SBS', payload });
        const label = `${route.method} ${route.url} ${JSON.stringify(payload).slice(0, 80)}`;
        expect([400, 404, 409, 422], `${label}: ${res.body}`).toContain(res.statusCode);
        expect(typeof res.json().message, label).toBe('string');
      }
    }
    for (const resource of ['branches', 'accounts', 'settings', 'fees', 'audit']) {
      for (const query of LIST_QUERIES) {
        const res = await t.call({
          method: 'GET',
          url: `/api/admin/${resource}?${query}`,
          as: 'SBS',
        });
        const label = `${resource}?${query.slice(0, 60)}: ${res.body}`;
        expect([400, 422], label).toContain(res.statusCode);
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
    expect(res.json()).toEqual({
      message: 'Ukuran data terlalu besar',
      errors: { _: ['Ukuran data terlalu besar'] },
    });
  });

  it('takes no number or boolean as text, and no name without letters or with direction controls', async () => {
    const before = await snapshot();
    const cases: [string, 'PATCH' | 'POST', Record<string, unknown>, string][] = [
      ['/api/user/profile', 'PATCH', { name: 123 }, 'name'],
      ['/api/user/profile', 'PATCH', { name: true }, 'name'],
      ['/api/user/profile', 'PATCH', { name: '\u200B\u200B' }, 'name'],
      ['/api/user/profile', 'PATCH', { name: '12345' }, 'name'],
      ['/api/user/profile', 'PATCH', { name: 'Budi \u202Eiduk' }, 'name'],
      ['/api/user/profile', 'PATCH', { name: '\u2067Budi' }, 'name'],
      ['/api/user/profile/change_password', 'POST', { password: 123456789 }, 'password'],
      ['/api/admin/branches', 'POST', { name: 'Cabang', city: 5 }, 'city'],
      ['/api/admin/branches', 'POST', { name: '\u200B' }, 'name'],
      [
        '/api/admin/accounts',
        'POST',
        { name: false, email: 'baru@uji.local', group: 'SBS' },
        'name',
      ],
    ];
    for (const [url, method, payload, field] of cases) {
      const res = await t.call({ method, url, as: 'SBS', payload });
      const label = `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`;
      expect(res.statusCode, label).toBe(422);
      expect(Object.keys(res.json().errors), label).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an 8 MB body of 400,000 keys or 4,000,000 brackets before parsing it', async () => {
    const keys = `{${Array.from({ length: 400_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const brackets = `${'['.repeat(4_000_000)}${']'.repeat(4_000_000)}`;
    for (const url of [
      '/api/user/profile',
      '/api/user/register_aog_mog/upload_bukti_pembayaran',
      '/api/user/upgrade_aog_mog/upload_bukti_pembayaran',
    ]) {
      for (const [payload, status] of [
        [keys, 413],
        [brackets, 400],
      ] as const) {
        const res = await t.call({
          method: url === '/api/user/profile' ? 'PATCH' : 'POST',
          url,
          as: url === '/api/user/profile' ? 'SBS' : 'CABANG',
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
        expect(res.json().errors._).toHaveLength(1);
      }
    }
  });

  it('refuses a region parent that is no code of its level', async () => {
    for (const url of [
      '/api/general/villages/search?id_district=99999999999999999999',
      '/api/general/villages/search?id_district=32.73',
      '/api/general/districts/search?id_regencies=3273',
      '/api/general/regencies/search?id_province=32.73',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
    }
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
