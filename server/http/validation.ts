import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { ValidationError, type AnySchema, type InferType, type Schema } from 'yup';
import { appMessages } from '../../i18n/app-id';

/**
 * Routes declare their body, query and params as yup schemas, the same ones the app's forms
 * use (domain/). Fastify runs them; failures reach the error handler as yup ValidationErrors.
 */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Schema ? InferType<this['schema']> : unknown;
  serializer: this['schema'] extends Schema ? InferType<this['schema']> : unknown;
}

const M = appMessages.errors;

/** PostgreSQL's integer: the bound of an integer field whose schema declares none. */
export const INPUT_INT_MAX = 2_147_483_647;
/** The bound of an array whose schema declares none. */
export const INPUT_ARRAY_MAX = 1000;
/** Control characters other than tab, newline and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A number as a path, a query or a form sends it: plain decimal digits ('16', not '0x10', '1e1', '+16', '16.0'). */
const DECIMAL = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,6})?$/;
const INTEGER = /^-?(0|[1-9][0-9]{0,15})$/;

/** What the strict pass needs of a schema: its type, its declared bounds and its parts. */
interface Shape {
  type: string;
  max?: number;
  integer: boolean;
  fields?: Record<string, Shape>;
  inner?: Shape;
}

interface Description {
  type: string;
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Description>;
  innerType?: Description;
}

const shapeOf = (description: Description): Shape => {
  const tests = description.tests ?? [];
  const max = tests.find((test) => test.name === 'max')?.params?.max;
  const fields = description.fields
    ? Object.fromEntries(
        Object.entries(description.fields).map(([key, field]) => [key, shapeOf(field)]),
      )
    : undefined;
  return {
    type: description.type,
    max: typeof max === 'number' ? max : undefined,
    integer: tests.some((test) => test.name === 'integer'),
    fields,
    inner: description.innerType ? shapeOf(description.innerType) : undefined,
  };
};

const describeSchema = (schema: AnySchema): Shape => {
  try {
    return shapeOf(schema.describe() as Description);
  } catch {
    // A lazy schema has no shape until it sees a value; yup alone checks it.
    return { type: 'mixed', integer: false };
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Before yup sees a value: scalars are scalars, numbers are plain decimals within range, no
 * string carries control characters, and every string and array is within its bound before
 * any of its elements or patterns is looked at. Returns the first problems found, by path.
 */
const strictProblems = (shape: Shape, value: unknown, path: string, out: string[]): void => {
  if (out.length >= 20 || value === undefined || value === null) return;
  if (typeof value === 'string') {
    if (CONTROL.test(value)) out.push(path);
    else if (shape.type === 'string' && shape.max !== undefined && value.trim().length > shape.max)
      out.push(path);
    else if (shape.type === 'number' && value.trim() !== '') {
      if (!(shape.integer ? INTEGER : DECIMAL).test(value)) out.push(path);
      else if (shape.integer && shape.max === undefined && Math.abs(Number(value)) > INPUT_INT_MAX)
        out.push(path);
    }
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(path);
    else if (shape.integer && shape.max === undefined && Math.abs(value) > INPUT_INT_MAX)
      out.push(path);
    return;
  }
  if (typeof value !== 'object') return;
  if (shape.type === 'string' || shape.type === 'number' || shape.type === 'boolean') {
    out.push(path);
    return;
  }
  if (Array.isArray(value)) {
    if (shape.type !== 'array' && shape.type !== 'mixed') return;
    if (value.length > (shape.max ?? INPUT_ARRAY_MAX)) {
      out.push(path);
      return;
    }
    const inner = shape.inner ?? { type: 'mixed', integer: false };
    value.forEach((item, index) => strictProblems(inner, item, `${path}[${index}]`, out));
    return;
  }
  if (shape.fields && isPlainObject(value)) {
    for (const [key, field] of Object.entries(shape.fields)) {
      strictProblems(field, value[key], path ? `${path}.${key}` : key, out);
    }
  }
};

export const strictInputError = (shape: Shape, data: unknown): ValidationError | undefined => {
  const paths: string[] = [];
  strictProblems(shape, data, '', paths);
  if (!paths.length) return undefined;
  return new ValidationError(
    paths.map((path) => new ValidationError(M.invalidData, undefined, path || '_')),
  );
};

export const registerYupValidation = (app: FastifyInstance): void => {
  app.setValidatorCompiler(({ schema }) => {
    const yupSchema = schema as AnySchema;
    const shape = describeSchema(yupSchema);
    return (data: unknown) => {
      const strict = strictInputError(shape, data);
      if (strict) return { error: strict };
      try {
        return { value: yupSchema.validateSync(data, { abortEarly: false, stripUnknown: true }) };
      } catch (error) {
        return { error: error as Error };
      }
    };
  });
};
