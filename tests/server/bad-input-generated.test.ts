import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AnySchema } from 'yup';
import { groupsWith } from '../../domain/access';
import type { Group } from '../../domain/groups';
import type { RouteEntry } from '../../server/app';
import { createTestApp, type TestApp } from './support/app';
import { tableFingerprints } from './support/fingerprint';

/*
 * Issue 13: bad input generated from each route's own schema, for every route the server
 * registers. Every write route gets, for each body field, values of the wrong type, arrays for
 * scalars, NUL and other control characters, over-long values and huge numbers, and as a whole
 * broken JSON and the wrong content types; every path parameter and query field gets the same
 * kinds of values. Each answer must be a 4xx `{message, errors}` in Indonesian, and the database
 * must be exactly as before (row counts and an md5 of every table).
 */

let t: TestApp;
const tokens = new Map<Group, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const group of ['CABANG', 'SBS', 'RND', 'ESS', 'CLUB'] as const) {
    tokens.set(group, await t.tokenFor(group));
  }
});
afterAll(() => t.close());

/* ------------------------------------------------------------------ what the schemas say */

interface Description {
  type: string;
  meta?: { multiline?: boolean };
  tests?: { name?: string; params?: { max?: number } }[];
  fields?: Record<string, Description>;
  innerType?: Description;
}

const describeSchema = (schema: unknown): Description | undefined => {
  try {
    return (schema as AnySchema).describe() as Description;
  } catch {
    return undefined;
  }
};

const maxOf = (d: Description) => d.tests?.find((test) => test.name === 'max')?.params?.max;

/** A long text still within the 128 KB body limit, so the schema, not the limit, refuses it. */
const LONG = 'x'.repeat(100_000);

/** Bad values for a field of this description, each labelled. */
const badValues = (d: Description | undefined, depth = 0): [string, unknown][] => {
  const control: [string, unknown][] = [
    ['a NUL byte', 'a\u0000b'],
    ['an escape character', 'a\u001b[2J'],
  ];
  if (!d || d.type === 'mixed' || d.type === 'lazy') {
    return [...control, ['an object', { $ne: null }], ['a long text', LONG]];
  }
  const scalarShapes: [string, unknown][] = [
    ['an array', ['1']],
    ['an empty array', []],
    ['an object', { $gt: '' }],
  ];
  const max = maxOf(d);
  switch (d.type) {
    case 'string':
      return [
        ...control,
        ...scalarShapes,
        ...(d.meta?.multiline ? [] : ([['a newline', 'a\nb']] as [string, unknown][])),
        // Strings are strings: never stored as '123' or 'true'.
        ['a number', 123],
        ['a boolean', true],
        ['an over-long text', max === undefined ? LONG : 'x'.repeat(max + 1)],
      ];
    case 'number':
      return [
        ...control,
        ...scalarShapes,
        ['a word', 'abc'],
        ['digits with a space', '1 0'],
        ['a hexadecimal string', '0x10'],
        ['an exponent string', '1e1'],
        ['a huge number', 1e20],
        ['a huge negative number', -1e20],
        ['the largest double', Number.MAX_VALUE],
        ['an unsafe integer', 2 ** 53 + 2],
        ['a huge number string', '9'.repeat(400)],
        ['a fraction', 1.5],
      ];
    case 'boolean':
      return [...control, ...scalarShapes, ['a word', 'abc'], ['a number', 2]];
    case 'date':
      return [...control, ...scalarShapes, ['a bad date', '2026-02-30'], ['a word', 'abc']];
    case 'array': {
      const inner = d.innerType;
      const length = (maxOf(d) ?? 1000) + 1;
      return [
        ...control,
        ['a text', 'abc'],
        ['a number', 5],
        ['an object', { 0: 1 }],
        ['too many elements', Array.from({ length }, () => 1)],
        ['20 000 elements', Array.from({ length: 20_000 }, () => 1)],
        ['a null element', [null]],
        ['a nested array', [[1]]],
        ...(depth < 2
          ? badValues(inner, depth + 1).map(([label, value]): [string, unknown] => [
              `an element with ${label}`,
              [value],
            ])
          : []),
      ];
    }
    case 'object': {
      const fields = Object.entries(d.fields ?? {});
      return [
        ...control,
        ['a text', 'abc'],
        ['an array', [{}]],
        ...(depth < 2
          ? fields.flatMap(([key, field]) =>
              badValues(field, depth + 1).map(([label, value]): [string, unknown] => [
                `.${key} with ${label}`,
                { [key]: value },
              ]),
            )
          : []),
      ];
    }
    default:
      return [...control, ...scalarShapes];
  }
};

/** Path and query values are text: the same kinds, written as a URL carries them. */
const badTexts = (d: Description | undefined): [string, string][] => {
  const max = d && maxOf(d);
  const texts: [string, string][] = [
    ['a NUL byte', 'a%00b'],
    ['an escape character', '%1B'],
    ['a newline', 'a%0Ab'],
    ['an over-long value', 'x'.repeat(d?.type === 'string' && max !== undefined ? max + 1 : 2000)],
  ];
  if (d?.type !== 'number') return texts;
  return [
    ...texts,
    ['a hexadecimal number', '0x10'],
    ['an exponent', '1e1'],
    ['a plus sign', '%2B16'],
    ['a leading zero', '016'],
    ['a fraction', '16.5'],
    ['a space', '%2016'],
    ['a huge number', '99999999999999999999'],
    ['a word', 'abc'],
    ['brackets', '%5B1%5D'],
  ];
};

/** Whole bodies, with their content type, and whether they parse (wrong only for the route). */
const BROKEN_BODIES: [string, string, string | Buffer, parses?: true][] = [
  ['broken JSON', 'application/json', '{"a":'],
  ['an unterminated string', 'application/json', '{"a":"b'],
  ['a JSON keyword cut short', 'application/json', 'nul'],
  ['an empty JSON body', 'application/json', ''],
  ['JSON null', 'application/json', 'null', true],
  ['a JSON array', 'application/json', '[]', true],
  ['a JSON string', 'application/json', '"x"', true],
  ['a JSON number', 'application/json', '5', true],
  ['a JSON number too large for a double', 'application/json', '{"id":1e400}', true],
  ['a prototype key', 'application/json', '{"__proto__":{"admin":true}}'],
  ['a constructor prototype key', 'application/json', '{"constructor":{"prototype":{"x":1}}}'],
  ['JSON nested 5000 deep', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`, true],
  [
    'JSON objects nested 40 deep',
    'application/json',
    `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`,
    true,
  ],
  [
    'JSON with 60 000 keys',
    'application/json',
    `{${Array.from({ length: 60_000 }, (_, i) => `"${i}":1`).join(',')}}`,
    true,
  ],
  ['invalid UTF-8', 'application/json', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['a UTF-16 charset', 'application/json; charset=utf-16', '{}', true],
  ['plain text', 'text/plain', 'hello'],
  ['XML', 'application/xml', '<a>1</a>'],
  ['a URL-encoded form', 'application/x-www-form-urlencoded', 'a=1&b=2'],
  ['an unknown type', 'application/x-unknown', 'abc'],
  ['multipart without a boundary', 'multipart/form-data', 'abc'],
  [
    'multipart cut short',
    'multipart/form-data; boundary=X',
    '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  ],
  [
    'multipart with a file',
    'multipart/form-data; boundary=X',
    '--X\r\nContent-Disposition: form-data; name="a"; filename="a.html"\r\n\r\n<b>\r\n--X--\r\n',
  ],
  [
    'multipart with a NUL byte',
    'multipart/form-data; boundary=X',
    '--X\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000b\r\n--X--\r\n',
    true,
  ],
];

/* ------------------------------------------------------------------------- the requests */

interface Case {
  route: RouteEntry;
  label: string;
  request: InjectOptions;
  /** Fields given a bad value: the answer must name each of them. */
  fields?: string[];
}

/** At most this many fields a request: the validator reports at most 20 problems at once. */
const FIELDS_PER_REQUEST = 12;
/** Long values go in fewer at a time, so the body stays under its limit and reaches the schema. */
const BYTES_PER_REQUEST = 100_000;

/**
 * The fields' bad values by kind ('a NUL byte': [[field, value], …]): one request gives every
 * field its value of a kind at once, in groups the validator reports whole, and the answer must
 * name every one of them, so no field's problem hides behind another's.
 */
const groupedByKind = <V>(fields: [string, [string, V][]][]): [string, [string, V][]][] => {
  const kinds = new Map<string, [string, V][]>();
  for (const [name, values] of fields) {
    for (const [kind, value] of values)
      kinds.set(kind, [...(kinds.get(kind) ?? []), [name, value]]);
  }
  const out: [string, [string, V][]][] = [];
  for (const [kind, all] of kinds) {
    let group: [string, V][] = [];
    let bytes = 0;
    for (const entry of all) {
      const size = JSON.stringify(entry[1])?.length ?? 0;
      if (
        group.length &&
        (group.length >= FIELDS_PER_REQUEST || bytes + size > BYTES_PER_REQUEST)
      ) {
        out.push([kind, group]);
        group = [];
        bytes = 0;
      }
      group.push(entry);
      bytes += size;
    }
    if (group.length) out.push([kind, group]);
  }
  return out;
};

const fieldList = (group: [string, unknown][]) =>
  group.length > 3 ? `${group.length} fields` : group.map(([name]) => name).join(', ');

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The route's path with a record's id in every parameter (the settings record is 'app'), so the
 * body is judged, not the id. Every body sent is bad: should one slip through, the checksum tells.
 */
const pathWith = (route: RouteEntry) => {
  const params = describeSchema((route.schema as { params?: unknown } | undefined)?.params);
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    params?.fields?.[name]?.type === 'number' ? '1' : 'app',
  );
};

const callerOf = (route: RouteEntry): Group | null => {
  if ('public' in route.access) return null;
  const groups = groupsWith(route.access.permission);
  return groups[0] ?? null;
};

const casesOf = (route: RouteEntry): Case[] => {
  const cases: Case[] = [];
  const schema = (route.schema ?? {}) as {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
  };
  const method = route.method as InjectOptions['method'];
  const add = (
    label: string,
    request: Omit<InjectOptions, 'method'>,
    fields?: [string, unknown][],
  ) =>
    cases.push({
      route,
      label: `${route.method} ${route.url} ${label}`,
      request: { method, ...request },
      fields: fields?.map(([name]) => name),
    });

  const params = describeSchema(schema.params);
  for (const name of Object.keys(params?.fields ?? {})) {
    // The router decodes a path strictly (a query leniently, as text nobody matches).
    const texts: [string, string][] = [
      ...badTexts(params?.fields?.[name]),
      ['an invalid escape', '%E0%A4%A'],
    ];
    for (const [label, value] of texts) {
      add(`with :${name} as ${label}`, {
        url: route.url.replace(`:${name}`, value),
        ...(WRITE.has(route.method) && { payload: {} }),
      });
    }
  }

  const query = describeSchema(schema.querystring);
  const queryFields = Object.entries(query?.fields ?? {}).map(
    ([name, field]): [string, [string, string][]] => [
      name,
      [...badTexts(field), ['repeated', `1&${name}=2`]],
    ],
  );
  for (const [kind, group] of groupedByKind(queryFields)) {
    const search = group.map(([name, value]) => `${name}=${value}`).join('&');
    add(`with ${fieldList(group)} as ${kind}`, { url: `${pathWith(route)}?${search}` }, group);
  }

  if (!WRITE.has(route.method)) return cases;
  const url = pathWith(route);
  const body = describeSchema(schema.body);
  const bodyFields = Object.entries(body?.fields ?? {}).map(
    ([name, field]): [string, [string, unknown][]] => [name, badValues(field)],
  );
  for (const [kind, group] of groupedByKind(bodyFields)) {
    add(`with ${fieldList(group)} as ${kind}`, { url, payload: Object.fromEntries(group) }, group);
  }
  for (const [label, type, payload, parses] of BROKEN_BODIES) {
    // A route that takes no body ignores one that parses: only the unparsable concern it.
    if (parses && !body) continue;
    add(`with ${label}`, { url, payload, headers: { 'content-type': type } });
  }
  return cases;
};

/* ---------------------------------------------------------------------- the database state */

/* ---------------------------------------------------------------------------------- tests */

/** The fields given a bad value that the answer's errors do not name. */
const unnamed = (fields: string[] | undefined, errors: Record<string, unknown> | undefined) =>
  (fields ?? []).filter(
    (field) =>
      !Object.keys(errors ?? {}).some(
        (key) => key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`),
      ),
  );

/** Answers about the input itself carry per-field errors; 401/403/404 a message alone. */
const INPUT_STATUSES = new Set([400, 413, 415, 422]);

/** yup's default English messages, which would mean a schema check slipped through raw. */
const ENGLISH = /\b(must be|is a required field|cannot be null|this|field)\b/i;

/** What is wrong with an answer to bad input, or null when it is a proper refusal. */
const faultOf = (res: LightMyRequestResponse, fields: string[] | undefined): string | null => {
  // The reset page's button answers the browser with a redirect to its failure page.
  if (res.statusCode === 303 && String(res.headers.location).includes('status=failed')) return null;
  if (res.statusCode >= 500) return 'a server error';
  if (res.statusCode < 400) return 'accepted';
  let body: { message?: unknown; errors?: Record<string, unknown> } = {};
  try {
    body = res.json();
  } catch {
    return 'not JSON';
  }
  if (
    typeof body.message !== 'string' ||
    (INPUT_STATUSES.has(res.statusCode) && typeof body.errors !== 'object')
  ) {
    return 'not {message, errors}';
  }
  const messages = [body.message, ...Object.values(body.errors ?? {}).flat()];
  if (messages.some((m) => typeof m !== 'string' || ENGLISH.test(m))) return 'not in Indonesian';
  const missing = unnamed(fields, body.errors);
  return missing.length ? `no error for ${missing.join(', ')}` : null;
};

describe('generated bad input', () => {
  // Generous for a shared, loaded machine; on an idle one the requests take a few seconds.
  it(
    'gets a 4xx {message, errors} in Indonesian everywhere and changes nothing',
    { timeout: 120_000 },
    async () => {
      const routes = t.app.routeEntries.filter((route) => route.url.startsWith('/api/'));
      const cases = routes.flatMap(casesOf);
      const before = await tableFingerprints(t.db);
      const problems: string[] = [];
      const started = performance.now();
      for (const { route, label, request, fields } of cases) {
        const group = callerOf(route);
        const headers = {
          ...(request.headers ?? {}),
          ...(group && { authorization: `Bearer ${tokens.get(group)}` }),
        };
        const res = await t.app.inject({ ...request, headers });
        const fault = faultOf(res, fields);
        if (fault)
          problems.push(`${label}: ${fault} (${res.statusCode} ${res.body.slice(0, 200)})`);
      }
      const elapsed = Math.round(performance.now() - started);
      console.info(
        `generated bad input: ${cases.length} requests to ${routes.length} routes in ${elapsed} ms`,
      );
      if (problems.length) console.error(problems.join('\n'));
      expect(problems).toEqual([]);
      expect(await tableFingerprints(t.db)).toEqual(before);
      // Broad enough to mean something: every write route and path parameter is covered.
      expect(cases.length).toBeGreaterThan(2000);
    },
  );

  it('HEAD on every GET route answers without a 5xx and changes nothing', async () => {
    // A link preview or a mail scanner sends HEAD (or GET) to any link it sees.
    const routes = t.app.routeEntries.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/'),
    );
    const before = await tableFingerprints(t.db);
    const problems: string[] = [];
    for (const route of routes) {
      const group = callerOf(route);
      const res = await t.app.inject({
        method: 'HEAD',
        url: pathWith(route),
        headers: group ? { authorization: `Bearer ${tokens.get(group)}` } : {},
      });
      if (res.statusCode >= 500) problems.push(`HEAD ${route.url}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
    expect(await tableFingerprints(t.db)).toEqual(before);
    expect(routes.length).toBeGreaterThan(40);
  });
});
