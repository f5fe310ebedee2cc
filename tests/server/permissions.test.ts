import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsWith } from '../../domain/access';
import { GROUPS } from '../../domain/groups';
import os from 'node:os';
import { buildApp, type RouteEntry } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './support/app';
import { createTestDatabase } from './support/database';

/**
 * Walks every registered route for no token and for each group: a guarded route answers 401
 * without a token, 403 to a group without its permission and something else to a group with it.
 * Public routes are listed here by hand, so a new public route is a deliberate change.
 */
const PUBLIC_ROUTES = [
  'GET /*',
  'GET /api/build-id',
  'GET /api/docs',
  'GET /api/docs/:file',
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  'GET /api/reset_password/confirm',
  'POST /api/auth/pos-cabang/login',
  'POST /api/reset_password',
  'GET /api/webhooks/whatsapp',
  'POST /api/webhooks/whatsapp',
  'POST /api/reset_password/confirm',
  'GET /api/public/verify/:code',
];

/**
 * Path parameters filled with plausible values; only the guard's answer matters here. Admin
 * records get an id that does not exist, so walking DELETE /api/admin/branches/:id does not
 * deactivate a branch (and with it the accounts the walk signs in with).
 */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'id' && url.includes('/files/')) return '00000000-0000-4000-8000-000000000000';
    if (url.startsWith('/api/admin/')) return '999999';
    return '1';
  });

let t: TestApp;
let guarded: RouteEntry[];

beforeAll(async () => {
  t = await createTestApp();
  guarded = t.app.routeEntries.filter((r) => !('public' in r.access));
});
afterAll(() => t.close());

describe('route guard', () => {
  it('knows every route, and only the listed ones are public', () => {
    expect(t.app.routeEntries.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    const publicRoutes = t.app.routeEntries
      .filter((r) => 'public' in r.access && !r.url.startsWith('/api/general/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 to every guarded route without a token, and with a bogus one', async () => {
    for (const route of guarded) {
      const url = concrete(route.url);
      const none = await t.call({ method: route.method as 'GET', url, as: null });
      expect(none.statusCode, `${route.method} ${route.url} without token`).toBe(401);
      const bogus = await t.call({
        method: route.method as 'GET',
        url,
        headers: { authorization: 'Bearer not-a-real-token' },
      });
      expect(bogus.statusCode, `${route.method} ${route.url} with a bogus token`).toBe(401);
    }
  });

  it('answers 403 exactly to the groups without the permission', async () => {
    for (const route of guarded) {
      if (!('permission' in route.access)) continue;
      const allowed = groupsWith(route.access.permission);
      for (const group of GROUPS) {
        const res = await t.call({
          method: route.method as 'GET',
          url: concrete(route.url),
          as: group,
        });
        const label = `${group} ${route.method} ${route.url}`;
        if (allowed.includes(group)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
        }
      }
    }
  });

  it('refuses to start with a route that declares no access', async () => {
    const { database, dispose } = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: os.tmpdir() }),
      database,
      logger: false,
    });
    try {
      expect(() => app.get('/api/user/forgotten-guard', async () => ({ secret: true }))).toThrow(
        /declares no access/,
      );
    } finally {
      await app.close();
      await dispose();
    }
  });
});
