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
/** Control characters other than tab, newline and carriage return: refused in any text. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every control character: refused in a one-line field (all but those marked MULTILINE). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F]/;
/** A number as a path, a query or a form sends it: plain decimal ('16'; not '0x10', '1e1', '+16'). */
const DECIMAL = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,6})?$/;
const INTEGER = /^-?(0|[1-9][0-9]{0,15})$/;

/** What the strict pass needs of a schema: its type, its declared bounds and its parts. */
interface Shape {
  schema?: AnySchema;
  type: string;
  max?: number;
  integer: boolean;
  /** A text that may span lines (domain/text.ts's MULTILINE). */
  multiline: boolean;
  /** The codes a text limited to a list may take ('0', '1', '2'). */
  codes?: string[];
  fields?: Record<string, Shape>;
  inner?: Shape;
}

const MIXED: Shape = { type: 'mixed', integer: false, multiline: false };

const shapeOf = (schema: AnySchema): Shape => {
  let description: {
    type: string;
    meta?: { multiline?: boolean };
    oneOf?: unknown[];
    tests?: { name?: string; params?: Record<string, unknown> }[];
  };
  try {
    description = schema.describe();
  } catch {
    // A lazy schema has no shape until it sees a value; yup alone checks it.
    return MIXED;
  }
  const tests = description.tests ?? [];
  const max = tests.find((test) => test.name === 'max')?.params?.max;
  const parts = schema as unknown as { fields?: Record<string, AnySchema>; innerType?: AnySchema };
  return {
    schema,
    type: description.type,
    max: typeof max === 'number' ? max : undefined,
    integer: tests.some((test) => test.name === 'integer'),
    multiline: description.meta?.multiline === true,
    codes: description.oneOf?.filter((code): code is string => typeof code === 'string'),
    fields: parts.fields
      ? Object.fromEntries(Object.entries(parts.fields).map(([key, f]) => [key, shapeOf(f)]))
      : undefined,
    inner: parts.innerType ? shapeOf(parts.innerType) : undefined,
  };
};

interface FieldMessage {
  message: string;
  type?: string;
  params?: Record<string, unknown>;
}

/** A field's message for a kind of problem does not depend on the value: worked out once. */
const messageCache = new WeakMap<Shape, Map<string, FieldMessage>>();

/**
 * The field's own message for a problem, from its schema run on a small stand-in (a value one
 * over the bound, or one of the wrong type), so clients see the same words as before. The
 * error's kind and bounds come along, for a field whose schema has no message of its own.
 */
const messageFor = (shape: Shape, sample: () => unknown, type: string): FieldMessage => {
  const cached = messageCache.get(shape)?.get(type);
  if (cached) return cached;
  let result: FieldMessage = { message: M.invalidData };
  try {
    shape.schema?.validateSync(sample(), { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      const found = (error.inner.length ? error.inner : [error]).find((item) => item.type === type);
      const message = found?.errors[0];
      if (message) result = { message, type: found.type, params: found.params };
    }
  }
  if (!messageCache.has(shape)) messageCache.set(shape, new Map());
  messageCache.get(shape)?.set(type, result);
  return result;
};

type Problem = [path: string, problem: string | FieldMessage];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Before yup sees a value: scalars are scalars, numbers are plain decimals within range, no
 * string carries control characters, and every string and array is within its bound before
 * any of its elements or patterns is looked at. Returns the first problems found, by path.
 */
const strictProblems = (shape: Shape, value: unknown, path: string, out: Problem[]): void => {
  if (out.length >= 20 || value === undefined || value === null) return;
  const wrongType = () =>
    out.push([
      path,
      messageFor(
        shape,
        () => (shape.type === 'number' || shape.type === 'array' ? 'x' : []),
        'typeError',
      ),
    ]);
  const tooLarge = (sample: () => unknown) => out.push([path, messageFor(shape, sample, 'max')]);
  // A form sent as a scalar or a list, or a list as a scalar: yup's own words for it would be
  // English and technical (and would print the whole value).
  if (shape.fields && !isPlainObject(value)) {
    out.push([path, M.invalidData]);
    return;
  }
  if (typeof value !== 'object' && shape.type === 'array') {
    wrongType();
    return;
  }
  if (typeof value === 'string') {
    if ((shape.multiline ? CONTROL : CONTROL_ONE_LINE).test(value)) out.push([path, M.invalidData]);
    else if (shape.type === 'string' && shape.max !== undefined && value.trim().length > shape.max)
      tooLarge(() => value.trim().slice(0, (shape.max ?? 0) + 1));
    else if (shape.type === 'number' && value.trim() !== '') {
      if (!(shape.integer ? INTEGER : DECIMAL).test(value)) wrongType();
      else if (shape.integer && shape.max === undefined && Math.abs(Number(value)) > INPUT_INT_MAX)
        out.push([path, M.invalidData]);
    }
    return;
  }
  // Strings are strings: a number or a boolean is never taken as text (yup would store 123 as
  // '123'), so a client's mistake shows instead of being written down. A code from a fixed list
  // (a receipt's status 1) is no text: forms send it as a number too, and it means the same.
  const code = typeof value === 'number' && shape.codes?.includes(String(value));
  if (
    shape.type === 'string' &&
    (typeof value === 'number' || typeof value === 'boolean') &&
    !code
  ) {
    wrongType();
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) wrongType();
    else if (shape.integer && shape.max === undefined && Math.abs(value) > INPUT_INT_MAX)
      out.push([path, M.invalidData]);
    return;
  }
  if (typeof value !== 'object') return;
  if (shape.type === 'string' || shape.type === 'number' || shape.type === 'boolean') {
    wrongType();
    return;
  }
  if (Array.isArray(value)) {
    if (shape.type !== 'array' && shape.type !== 'mixed') return;
    const max = shape.max ?? INPUT_ARRAY_MAX;
    if (value.length > max) {
      if (shape.max === undefined) out.push([path, M.invalidData]);
      else tooLarge(() => value.slice(0, max + 1));
      return;
    }
    const inner = shape.inner ?? MIXED;
    value.forEach((item, index) => strictProblems(inner, item, `${path}[${index}]`, out));
    return;
  }
  if (shape.fields && isPlainObject(value)) {
    for (const [key, field] of Object.entries(shape.fields)) {
      strictProblems(field, value[key], path ? `${path}.${key}` : key, out);
    }
  }
};

/**
 * The strict problems, with what yup says of the other fields: the fields at fault are left out
 * of yup's run, so no pattern or element check ever sees them.
 */
const validate = (schema: AnySchema, shape: Shape, data: unknown) => {
  const problems: Problem[] = [];
  strictProblems(shape, data, '', problems);
  if (!problems.length) return schema.validateSync(data, { abortEarly: false, stripUnknown: true });
  const faulty = new Set(problems.map(([path]) => path.split(/[.[]/)[0] ?? ''));
  const errors = problems.map(([path, problem]) => {
    if (typeof problem === 'string') return new ValidationError(problem, undefined, path || '_');
    const error = new ValidationError(problem.message, undefined, path || '_', problem.type);
    error.params = problem.params;
    return error;
  });
  if (isPlainObject(data) && !faulty.has('')) {
    const rest = Object.fromEntries(Object.entries(data).filter(([key]) => !faulty.has(key)));
    try {
      schema.validateSync(rest, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const others = error.inner.length ? error.inner : [error];
      errors.push(...others.filter((item) => !faulty.has(item.path?.split(/[.[]/)[0] ?? '')));
    }
  }
  throw new ValidationError(errors);
};

/** The query fields for which '' is no value of their own: their schema refuses it. */
const fieldsRefusingBlank = (shape: Shape): Set<string> =>
  new Set(
    Object.entries(shape.fields ?? {})
      .filter(([, field]) => {
        try {
          return !field.schema?.isValidSync('');
        } catch {
          return true;
        }
      })
      .map(([key]) => key),
  );

/**
 * An empty query value means "not chosen" (the contract's clients send `page_size=&order_type=`):
 * where '' is not a value of the field's own (as `status=` is "every status"), it is dropped,
 * so the field takes its default, or is missing if required.
 */
const withoutBlanks = (data: unknown, refusing: Set<string>): unknown =>
  refusing.size && isPlainObject(data)
    ? Object.fromEntries(
        Object.entries(data).filter(([key, value]) => !(value === '' && refusing.has(key))),
      )
    : data;

const shapes = new WeakMap<AnySchema, Shape>();

/**
 * One value against its schema with the same strict pass as a route's input, for input a route
 * parses itself (the admin lists' JSON `filter`): yup's value, or a ValidationError.
 */
export const validateStrictly = (schema: AnySchema, value: unknown): unknown => {
  let shape = shapes.get(schema);
  if (!shape) shapes.set(schema, (shape = shapeOf(schema)));
  return validate(schema, shape, value);
};

export const registerYupValidation = (app: FastifyInstance): void => {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const yupSchema = schema as AnySchema;
    const shape = shapeOf(yupSchema);
    const refusing = httpPart === 'querystring' ? fieldsRefusingBlank(shape) : new Set<string>();
    return (data: unknown) => {
      try {
        return { value: validate(yupSchema, shape, withoutBlanks(data, refusing)) };
      } catch (error) {
        return { error: error as Error };
      }
    };
  });
};
