import type { FastifySchemaCompiler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { object, type AnySchema } from 'yup';
import { INPUT_ARRAY_MAX } from '../../server/http/validation';
import { createTestApp, type TestApp } from './support/app';

/*
 * Issue 13, item 8: no input can make validation take much longer than an ordinary one. Every
 * string field of every route (whatever checks it: a pattern, e-mail, a phone test) meets its
 * worst input of its maximum length, and every array its maximum size and a hundred times more.
 * Times are ratios to an ordinary input measured in the same run, so a slow or busy machine
 * slows both sides alike; a backtracking pattern or an element-by-element check of an
 * oversized array is off by orders of magnitude, far beyond the bounds below.
 */

/**
 * Worst input of a string vs an ordinary string of the same length. Measured: about 4 at most
 * here; the phone pattern this issue replaced, even behind its 30-character cap, 17 to 38.
 */
const STRING_RATIO_MAX = 12;
/** A maximum-size array vs its size times a one-element array: linear, not worse. */
const ARRAY_LINEAR_RATIO_MAX = 3;
/** An array a hundred times too large vs a maximum-size one: refused before its elements. */
const OVERSIZE_RATIO_MAX = 5;
/** Length tried for a string that declares no maximum (anything up to the body limit gets in). */
const UNBOUNDED_STRING_LENGTH = 10_000;

type Part = 'body' | 'querystring' | 'params';
type Validate = (data: unknown) => { error?: unknown };

interface Probe {
  route: string;
  validate: Validate;
  /** Where the value sits in the part: field names and 0 for an array's element. */
  path: (string | 0)[];
  kind: 'string' | 'array';
  max: number | undefined;
  /** An ordinary element of an array, distinct for each index (no duplicate is refused). */
  element?: (index: number) => unknown;
  /** The field's own schema: routes sharing one are timed once. */
  leaf: AnySchema;
}

interface Described {
  type: string;
  tests?: { name?: string; params?: Record<string, unknown> }[];
}

const describeOf = (schema: AnySchema): Described | undefined => {
  try {
    return schema.describe() as Described;
  } catch {
    return undefined; // a lazy schema: no shape until it sees a value
  }
};

const maxOf = (described: Described): number | undefined => {
  const max = described.tests?.find((test) => test.name === 'max')?.params?.max;
  return typeof max === 'number' ? max : undefined;
};

const sampleOf =
  (schema: AnySchema | undefined) =>
  (index: number): unknown => {
    const type = schema ? describeOf(schema)?.type : undefined;
    if (type === 'string') return String(index + 1);
    if (type === 'object') return {};
    if (type === 'array') return [];
    if (type === 'boolean') return true;
    return index + 1;
  };

/** Every string and array of a schema, with where it sits. */
const walk = (
  schema: AnySchema,
  path: (string | 0)[],
  found: Omit<Probe, 'route' | 'validate'>[],
): void => {
  const described = describeOf(schema);
  if (!described) return;
  const parts = schema as unknown as { fields?: Record<string, AnySchema>; innerType?: AnySchema };
  if (described.type === 'string') {
    found.push({ path, kind: 'string', max: maxOf(described), leaf: schema });
  } else if (described.type === 'array') {
    found.push({
      path,
      kind: 'array',
      max: maxOf(described),
      element: sampleOf(parts.innerType),
      leaf: schema,
    });
    if (parts.innerType) walk(parts.innerType, [...path, 0], found);
  } else if (parts.fields) {
    for (const [key, field] of Object.entries(parts.fields)) walk(field, [...path, key], found);
  }
};

/** `value` placed at `path` in an otherwise empty input. */
const placed = (path: (string | 0)[], value: unknown): unknown =>
  path.reduceRight<unknown>((inner, step) => (step === 0 ? [inner] : { [step]: inner }), value);

/** Seconds per call of `fn(input)`: the fastest of several rounds, each long enough to time. */
const timeOf = (validate: Validate, input: unknown): number => {
  let calls = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) validate(input);
    const elapsed = performance.now() - start;
    if (elapsed >= 2 || calls >= 1 << 14) break;
    calls *= 2;
  }
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) validate(input);
    best = Math.min(best, (performance.now() - start) / calls);
  }
  return best;
};

/** The inputs most likely to make a pattern backtrack: long runs and alternations, then a misfit. */
const worstCandidates = (length: number): string[] => {
  const singles = ['1', '0', 'a', 'A', ' ', '-', '+', '.', '_', '(', ')', '@', '/', ':', '=', 'x'];
  const pairs = ['1 ', '1-', '1(', '1)', '(1', 'a.', 'a@', 'a-', 'a ', '.a', '1.', '+6', '11'];
  const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 1);
  return [
    ...singles.map((c) => `${fill(c)}!`),
    ...pairs.map((p) => `${fill(p)}!`),
    `+62${fill('1').slice(3)}x`,
    `(${fill('1').slice(1)}x`,
  ];
};

let t: TestApp;
const probes: Probe[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const compile = t.app.validatorCompiler as FastifySchemaCompiler<AnySchema>;
  for (const entry of t.app.routeEntries) {
    for (const part of ['body', 'querystring', 'params'] as Part[]) {
      const schema = entry.schema?.[part] as AnySchema | undefined;
      if (!schema) continue;
      const found: Omit<Probe, 'route' | 'validate'>[] = [];
      walk(schema, [], found);
      for (const probe of found) {
        if (probes.some((known) => known.leaf === probe.leaf)) continue;
        // The field alone behind the server's validator (its strict pass, then yup): the other
        // fields' errors would only add a constant that hides the field's own cost.
        const validate = compile({
          schema: object({ field: probe.leaf }),
          method: entry.method,
          url: entry.url,
          httpPart: part,
        });
        probes.push({
          ...probe,
          path: ['field'],
          route: `${entry.method} ${entry.url} ${part} ${probe.path.join('.')}`,
          // A yup schema compiles to a synchronous validator.
          validate: validate as Validate,
        });
      }
    }
  }
});
afterAll(() => t.close());

const label = (probe: Probe) => probe.route;

describe('validation time is bounded for every input', () => {
  it('finds the strings and arrays of every route', () => {
    expect(probes.filter((p) => p.kind === 'string').length).toBeGreaterThan(50);
    expect(probes.filter((p) => p.kind === 'array').length).toBeGreaterThan(3);
  });

  it('the worst string of maximum length costs about what an ordinary one of that length does', () => {
    const ratios: [string, number][] = [];
    for (const probe of probes.filter((p) => p.kind === 'string')) {
      const length = probe.max ?? UNBOUNDED_STRING_LENGTH;
      // The slowest of three ordinary values of that length: one most patterns accept after
      // reading it all, and two that most refuse at once, by pattern or as blank (a refusal
      // costs a ValidationError, which an accepted value does not; a name takes '!x…', a
      // printable token takes '!', and both refuse blanks).
      const ordinary = Math.max(
        timeOf(probe.validate, placed(probe.path, 'x'.repeat(length))),
        timeOf(probe.validate, placed(probe.path, `!${'x'.repeat(length - 1)}`)),
        timeOf(probe.validate, placed(probe.path, ' '.repeat(length))),
      );
      // A quick look (best of two calls) picks the worst candidate; it is then timed like the
      // ordinary ones.
      const worst = worstCandidates(length)
        .map((text) => {
          const input = placed(probe.path, text);
          let elapsed = Infinity;
          for (let i = 0; i < 2; i++) {
            const start = performance.now();
            probe.validate(input);
            elapsed = Math.min(elapsed, performance.now() - start);
          }
          return { input, elapsed };
        })
        .reduce((a, b) => (b.elapsed > a.elapsed ? b : a));
      ratios.push([label(probe), timeOf(probe.validate, worst.input) / ordinary]);
    }
    ratios.sort((a, b) => b[1] - a[1]);
    console.log(
      `${ratios.length} strings; highest worst/ordinary ratios:`,
      ratios.slice(0, 3).map(([name, ratio]) => `${name}: ${ratio.toFixed(2)}`),
    );
    expect(ratios.filter(([, ratio]) => ratio > STRING_RATIO_MAX)).toEqual([]);
  }, 120_000);

  it('a maximum-size array costs at most linearly more, and a hundred times that no more', () => {
    const findings: string[] = [];
    const figures: string[] = [];
    for (const probe of probes.filter((p) => p.kind === 'array')) {
      const size = probe.max ?? INPUT_ARRAY_MAX;
      const of = (n: number) =>
        placed(
          probe.path,
          Array.from({ length: n }, () => probe.element),
        );
      const one = timeOf(probe.validate, of(1));
      const full = timeOf(probe.validate, of(size));
      const oversize = timeOf(probe.validate, of(size * 100));
      // Under 1 when linear (the fixed cost is paid once, not per element).
      const linear = full / (size * one);
      figures.push(`${label(probe)}: ${linear.toFixed(3)} / ${(oversize / full).toFixed(2)}`);
      if (linear > ARRAY_LINEAR_RATIO_MAX) findings.push(`${label(probe)} full ${linear}`);
      if (oversize / full > OVERSIZE_RATIO_MAX)
        findings.push(`${label(probe)} ×100 ${oversize / full}`);
    }
    console.log(`${figures.length} arrays (full per element / ×100 vs full):`, figures);
    expect(findings).toEqual([]);
  }, 60_000);
});
