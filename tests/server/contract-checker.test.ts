import { describe, expect, it } from 'vitest';
import type { Answer } from '../contract/contract';
import { serverContract } from './support/contract';

/**
 * The checker both suites run every answer through (tests/contract/contract.ts): what it lets
 * pass and what it refuses. The answers here are written by hand; the server suite and the
 * app's component tests feed it the real ones.
 */

const contract = serverContract();

const json = (answer: Partial<Omit<Answer, 'body'>> & { body: unknown }): Answer => ({
  method: 'GET',
  path: '/api/user/profile',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  ...answer,
  body: JSON.stringify(answer.body),
});

const profile = {
  id: 7,
  name: 'Petugas SBS',
  email: 'sbs@demo.local',
  image: null,
  branch: null,
  group_user: { id: 2, name: 'SBS' },
};

const receipt = {
  id: 4,
  kind: 'registration',
  inv_name: 'INV/REG/20261118/0001',
  status: '0',
  count_aog: 1,
  count_mog: 0,
  total_biaya: 2900000,
  created_at: '2026-11-18T04:00:00.000Z',
  status_changed_at: '2026-11-18T04:00:00.000Z',
  image: '/api/user/files/00000000-0000-4000-8000-000000000000',
  branch: { id: 3, name: 'Cabang Jakarta Selatan' },
  duplicates: [],
  duplicate_seen_at: null,
  kuitansi_number: null,
};
const receiptPage = {
  data: [receipt],
  current_page: 1,
  per_page: 10,
  total: 1,
  from: 1,
  last_page: 1,
};

describe('the contract checker', () => {
  it('lets an answer that keeps the contract pass', () => {
    expect(contract.check(json({ body: { data: profile } }))).toEqual([]);
    expect(
      contract.check(json({ path: '/api/user/payment_receipt/search', body: receiptPage })),
    ).toEqual([]);
  });

  it('fails a renamed field: the new name is unknown and the old one missing', () => {
    const { name, ...rest } = profile;
    const problems = contract.check(json({ body: { data: { ...rest, nama: name } } }));
    expect(problems.join('\n')).toMatch(/\/data must NOT have additional properties: nama/);
    expect(problems.join('\n')).toMatch(/\/data must have required property 'name'/);
  });

  it('fails a renamed field inside a composed schema (a paged list of receipts)', () => {
    const { inv_name, ...rest } = receipt;
    const renamed = { ...receiptPage, data: [{ ...rest, invoice: inv_name }] };
    const problems = contract.check(
      json({ path: '/api/user/payment_receipt/search', body: renamed }),
    );
    expect(problems.join('\n')).toMatch(/\/data\/0 must NOT have unevaluated properties: invoice/);
    expect(problems.join('\n')).toMatch(/\/data\/0 must have required property 'inv_name'/);
  });

  it('fails an added field, a wrong type and a value outside its set', () => {
    expect(contract.check(json({ body: { data: profile, token: 'x' } }))).toHaveLength(1);
    expect(contract.check(json({ body: { data: { ...profile, id: '7' } } }))).toHaveLength(1);
    const group = { ...profile, group_user: { id: 2, name: 'ADMIN' } };
    expect(contract.check(json({ body: { data: group } }))).toHaveLength(1);
  });

  it('fails a status, a route or a content type the contract does not list', () => {
    expect(contract.check(json({ status: 418, body: {} }))[0]).toMatch(/418, a status/);
    expect(contract.check(json({ path: '/api/user/nothing', body: {} }))[0]).toMatch(
      /not in docs\/openapi.yaml/,
    );
    expect(contract.check(json({ contentType: 'text/html', body: { data: profile } }))[0]).toMatch(
      /is text\/html, not application\/json/,
    );
    expect(
      contract.check({
        ...json({ body: {} }),
        path: '/api/auth/logout',
        method: 'POST',
        status: 204,
      }),
    ).toEqual(['POST /api/auth/logout 204 has a body where docs/openapi.yaml declares none']);
  });

  it('checks an error answer against the shared error shape', () => {
    const unauthorized = { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } };
    expect(contract.check(json(unauthorized))).toEqual([]);
    expect(contract.check(json({ status: 401, body: { error: 'Unauthorized' } }))).toHaveLength(2);
    // 422 always says which fields are wrong.
    const invalid = { method: 'PATCH', status: 422, body: { message: 'Data tidak valid' } };
    expect(contract.check(json(invalid))[0]).toMatch(/required property 'errors'/);
  });

  it('compiles the schema of every answer the contract declares', () => {
    const broken = contract.operations.flatMap(({ method, path, operation }) =>
      Object.keys(operation.responses).flatMap((status) => {
        try {
          const answer = { method, path, status: Number(status), body: '{}' };
          contract.check({ ...answer, contentType: 'application/json' });
          return [];
        } catch (error) {
          return [`${method} ${path} ${status}: ${String(error)}`];
        }
      }),
    );
    expect(broken).toEqual([]);
  });

  it('finds the template of a concrete path, literal segments first', () => {
    expect(contract.templateOf('GET', '/api/user/upgrade_aog_mog/index')).toBe(
      '/api/user/upgrade_aog_mog/index',
    );
    expect(contract.templateOf('GET', '/api/user/upgrade_aog_mog/12')).toBe(
      '/api/user/upgrade_aog_mog/{id}',
    );
    expect(contract.templateOf('GET', '/registration-form/pendaftaran')).toBe('/{path}');
    expect(contract.templateOf('DELETE', '/api/user/profile')).toBeUndefined();
  });
});

/** Every object an answer can hold, reached through `$ref`s, `items`, `allOf` and the rest. */
const answerSchemas = () => {
  const schemas = (contract.document.components?.schemas ?? {}) as Record<string, Schema>;
  const responses = (contract.document.components as { responses?: Record<string, Response> })
    .responses;
  const found: { at: string; schema: Schema; base: boolean }[] = [];
  const seen = new Set<Schema>();
  const visit = (schema: Schema | undefined, at: string, base: boolean): void => {
    if (!schema || typeof schema !== 'object') return;
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      visit(schemas[name], `${at} → ${name}`, base);
      return;
    }
    if (seen.has(schema)) return;
    seen.add(schema);
    if (schema.properties) found.push({ at, schema, base });
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      visit(property, `${at}.${key}`, false);
    }
    visit(schema.items, `${at}[]`, false);
    if (typeof schema.additionalProperties === 'object') {
      visit(schema.additionalProperties, `${at}{}`, false);
    }
    for (const part of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) visit(part, at, false);
    // allOf's parts are bases the composing schema closes with unevaluatedProperties.
    for (const part of schema.allOf ?? []) visit(part, at, true);
  };
  for (const { method, path, operation } of contract.operations) {
    for (const [status, declared] of Object.entries(operation.responses)) {
      const response = (declared as { $ref?: string }).$ref
        ? responses?.[(declared as { $ref: string }).$ref.split('/').pop()!]
        : (declared as Response);
      for (const [type, media] of Object.entries(response?.content ?? {})) {
        visit(media.schema, `${method} ${path} ${status} ${type}`, false);
      }
    }
  }
  return found;
};

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  unevaluatedProperties?: boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}
interface Response {
  content?: Record<string, { schema?: Schema }>;
}

describe('the answers of docs/openapi.yaml', () => {
  it('are closed: an object says what else it allows, so an added or renamed field fails', () => {
    const open = answerSchemas()
      .filter(
        ({ schema, base }) =>
          !base &&
          schema.additionalProperties === undefined &&
          schema.unevaluatedProperties !== false,
      )
      .map(({ at }) => at);
    expect(open).toEqual([]);
  });
});
