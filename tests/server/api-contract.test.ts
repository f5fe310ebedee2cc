import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsWith } from '../../domain/access';
import { CONTRACT_FILE } from '../../server/api-docs/document';
import { toContractPath } from '../contract/contract';
import { createTestApp, type TestApp } from './support/app';
import { serverContract } from './support/contract';

/**
 * docs/openapi.yaml against the server itself: a valid OpenAPI 3.1 document, one operation per
 * route and one route per operation, and each operation's callers exactly the guard's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contract = serverContract();
const routes = () =>
  t.app.routeEntries.map((route) => ({
    key: `${route.method} ${toContractPath(route.url)}`,
    access: route.access,
  }));

describe('docs/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(readFileSync(CONTRACT_FILE, 'utf8'));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(contract.document.openapi).toMatch(/^3\.1\./);
  });

  it('has an operation for every route the server answers, and a route for every operation', () => {
    const served = routes()
      .map((route) => route.key)
      .sort();
    const documented = contract.operations.map(({ method, path }) => `${method} ${path}`).sort();
    expect(documented).toEqual(served);
  });

  it("names, for every operation, the permission and the groups the server's guard lets through", () => {
    const mismatches = routes().flatMap(({ key, access }) => {
      const [method, path] = key.split(' ') as [string, string];
      const operation = contract.operation(method, path)!;
      const declared = {
        public: Array.isArray(operation.security) && operation.security.length === 0,
        permission: operation['x-permission'] ?? null,
        groups: [...(operation['x-groups'] ?? [])].sort(),
      };
      const actual =
        'public' in access
          ? { public: true, permission: null, groups: [] }
          : {
              public: false,
              permission: access.permission,
              groups: [...groupsWith(access.permission)].sort(),
            };
      return JSON.stringify(declared) === JSON.stringify(actual)
        ? []
        : [{ route: key, declared, actual }];
    });
    expect(mismatches).toEqual([]);
  });
});
