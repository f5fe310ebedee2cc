import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import { groupsWith } from '../../domain/access';
import type { Group } from '../../domain/groups';
import type { RouteEntry } from '../../server/app';
import { createTestApp, type TestApp } from './support/app';

/*
 * A client written from the contract sends an empty value for a filter nobody chose
 * (`page_size=&order_type=`). Every GET route that takes query parameters is called with all of
 * them empty, and must answer exactly as without them; only a parameter the route requires is
 * then missing, and named so.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface FieldDescription {
  optional?: boolean;
}

const queryFields = (route: RouteEntry): Record<string, FieldDescription> => {
  const schema = (route.schema as { querystring?: AnySchema } | undefined)?.querystring;
  return (
    (schema?.describe() as { fields?: Record<string, FieldDescription> } | undefined)?.fields ?? {}
  );
};

const callerOf = (route: RouteEntry): Group | null =>
  'public' in route.access ? null : (groupsWith(route.access.permission)[0] ?? null);

describe('empty query values', () => {
  it('mean "not chosen" on every list and search route', async () => {
    const routes = t.app.routeEntries.filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.url.includes(':') &&
        Object.keys(queryFields(route)).length > 0,
    );
    // The contract's lists are among them.
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/user/register_aog_mog/generate-id/request',
        '/api/user/register_aog_mog/generate-id/request/branch',
        '/api/user/payment_receipt/search',
        '/api/user/sbs/search_register_aog_mog',
        '/api/user/register_aog_mog/search',
        '/api/user/dashboard_v3',
      ]),
    );
    const problems: string[] = [];
    for (const route of routes) {
      const fields = queryFields(route);
      const required = Object.keys(fields).filter((key) => fields[key]?.optional === false);
      const as = callerOf(route);
      const blank = await t.call({
        method: 'GET',
        url: `${route.url}?${Object.keys(fields)
          .map((key) => `${key}=`)
          .join('&')}`,
        as,
      });
      const label = `${route.url} (${blank.statusCode} ${blank.body.slice(0, 200)})`;
      if (required.length) {
        const named = Object.keys(blank.json().errors ?? {});
        if (blank.statusCode !== 422 || !named.every((key) => required.includes(key)))
          problems.push(`${label}: only the required ${required.join(', ')} may be missing`);
        continue;
      }
      const absent = await t.call({ method: 'GET', url: route.url, as });
      if (blank.statusCode !== absent.statusCode || blank.body !== absent.body)
        problems.push(`${label}: differs from no parameters (${absent.statusCode})`);
    }
    expect(problems).toEqual([]);
  });
});
