import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/*
 * docs/openapi.yaml as a checker of answers, for both sides: the server suite runs every answer
 * of its tests through it (tests/server/support/app.ts), the app's component tests every answer
 * msw mocks (tests/app/setup.ts). An answer fails when its route or status is not in the
 * contract, when its content type is not one the status declares, or when its JSON body does
 * not validate against the status's schema (JSON Schema 2020-12, as OpenAPI 3.1 uses).
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface MediaType {
  schema?: unknown;
}

interface Response {
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId?: string;
  security?: unknown[];
  'x-permission'?: string;
  'x-groups'?: string[];
  responses: Record<string, Response>;
}

export interface ContractDocument {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, unknown> };
}

/** One answer as the network carried it. */
export interface Answer {
  method: string;
  /** The contract's path template (`/api/user/payment_receipt/{id}`) or a concrete path. */
  path: string;
  status: number;
  contentType: string | undefined;
  /**
   * The body's text or bytes; null or '' for none; undefined when it is not at hand (a stream),
   * so only its status and content type are checked.
   */
  body: string | Uint8Array | null | undefined;
}

export interface OperationEntry {
  method: string;
  path: string;
  operation: Operation;
}

/** The document's own keywords, which the validator meets at its root and must not refuse. */
const DOCUMENT_KEYWORDS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
];
const DOCUMENT_ID = 'https://contract.invalid/openapi.json';

/** Fastify's route syntax to the contract's: `:id` to `{id}`, the catch-all `*` to `{path}`. */
export const toContractPath = (url: string): string =>
  url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const baseType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

const isJson = (mediaType: string) =>
  mediaType === 'application/json' || mediaType.endsWith('+json');

/** `*\/*` and `image/*` cover what they say; anything else is an exact match. */
const covers = (declared: string, actual: string) => {
  if (declared === '*/*') return true;
  if (declared.endsWith('/*')) return actual.startsWith(declared.slice(0, -1));
  return declared === actual;
};

const describeError = (error: ErrorObject) => {
  const at = error.instancePath || '(the body)';
  // The name of a field no schema allows, for additionalProperties and unevaluatedProperties.
  const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
  const field = params.additionalProperty ?? params.unevaluatedProperty;
  return `${at} ${error.message ?? error.keyword}${field ? `: ${field}` : ''}`;
};

const textOf = (body: string | Uint8Array) =>
  typeof body === 'string' ? body : new TextDecoder().decode(body);

/** A template's matcher: `{name}` is one segment, except the app's catch-all `/{path}`. */
const matcherOf = (template: string): RegExp => {
  if (template === '/{path}') return /^\/.*$/;
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
};

export interface Contract {
  document: ContractDocument;
  operations: OperationEntry[];
  /** The operation of a method on a path template, or undefined. */
  operation(method: string, path: string): Operation | undefined;
  /** The path template a concrete path (no query) falls under, literal segments first. */
  templateOf(method: string, concretePath: string): string | undefined;
  /** What is wrong with an answer; empty when it keeps the contract. */
  check(answer: Answer): string[];
}

export const loadContract = (yamlText: string): Contract => {
  const document = parse(yamlText) as ContractDocument;
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addVocabulary(DOCUMENT_KEYWORDS);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });

  const operations: OperationEntry[] = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method: method.toUpperCase(), path, operation }] : [];
    }),
  );

  const components = (document.components ?? {}) as { responses?: Record<string, Response> };
  /** A status's answer, through its `$ref` to components/responses; with its location. */
  const responseAt = (path: string, method: string, status: string) => {
    const declared = document.paths[path]?.[method as (typeof METHODS)[number]]?.responses[
      status
    ] as (Response & { $ref?: string }) | undefined;
    if (!declared?.$ref) {
      return { response: declared, at: `#/${pointer('paths', path, method, 'responses', status)}` };
    }
    const name = declared.$ref.replace('#/components/responses/', '');
    return { response: components.responses?.[name], at: declared.$ref };
  };

  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (at: string, mediaType: string) => {
    const ref = `${DOCUMENT_ID}${at}/${pointer('content', mediaType, 'schema')}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };

  const operation = (method: string, path: string) =>
    document.paths[path]?.[method.toLowerCase() as (typeof METHODS)[number]];

  const matchers = Object.keys(document.paths)
    .map((template) => ({
      template,
      regex: matcherOf(template),
      params: (template.match(/\{\w+\}/g) ?? []).length + (template === '/{path}' ? 100 : 0),
    }))
    .sort((a, b) => a.params - b.params);

  const templateOf = (method: string, concretePath: string) =>
    matchers.find(({ template, regex }) => regex.test(concretePath) && operation(method, template))
      ?.template;

  const check = ({ method, path, status, contentType, body }: Answer): string[] => {
    // HEAD answers as GET does, without the body.
    const asMethod = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    if (!operation(asMethod, path)) return [`${asMethod} ${path} is not in docs/openapi.yaml`];
    const { response, at } = responseAt(path, asMethod.toLowerCase(), String(status));
    if (!response) {
      return [`${asMethod} ${path} answered ${status}, a status docs/openapi.yaml does not list`];
    }
    const actualType = baseType(contentType);
    const isEmpty = body === null || body === '' || (body instanceof Uint8Array && !body.length);
    if (!response.content) {
      return isEmpty || method.toUpperCase() === 'HEAD'
        ? []
        : [`${asMethod} ${path} ${status} has a body where docs/openapi.yaml declares none`];
    }
    const mediaType = Object.keys(response.content).find((type) => covers(type, actualType));
    if (!mediaType) {
      const allowed = Object.keys(response.content).join(', ');
      return [`${asMethod} ${path} ${status} is ${actualType || 'untyped'}, not ${allowed}`];
    }
    if (
      method.toUpperCase() === 'HEAD' ||
      body === undefined ||
      !isJson(mediaType) ||
      !response.content[mediaType]?.schema
    ) {
      return [];
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body === null ? '' : textOf(body));
    } catch {
      return [`${asMethod} ${path} ${status}: the body is not JSON`];
    }
    const validate = validatorFor(at, mediaType);
    if (validate(parsed)) return [];
    return (validate.errors ?? []).map(
      (error) => `${asMethod} ${path} ${status}: ${describeError(error)}`,
    );
  };

  return { document, operations, operation, templateOf, check };
};
