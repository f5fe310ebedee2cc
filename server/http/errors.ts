import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ValidationError } from 'yup';
import { fillMessage } from '../../domain/messages';
import { appMessages } from '../../i18n/app-id';
import { isDatabaseBusy, isDatabaseUnreachable } from '../db/errors';

const M = appMessages.errors;

export type FieldErrors = Record<string, string[]>;

/** When a client may try again after a 503: a timed-out query or a database restarting. */
export const RETRY_AFTER_SECONDS = 5;

/** An error that is the client's to see: its status, its message and per-field messages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** The record as it now is, for a conflict the client resolves by reloading (409). */
    readonly data?: unknown,
    /** Further top-level fields of the answer, e.g. an unknown layout's `columns`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = M.badRequest, errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = M.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = M.forbidden) => new HttpError(403, message);
export const notFound = (message: string = M.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new HttpError(409, message, errors);
/** 409 for a stale write: `{message, data}` with the current record. */
export const stale = (message: string, data: unknown) =>
  new HttpError(409, message, undefined, data);
export const unprocessable = (errors: FieldErrors, message: string = M.invalidData) =>
  new HttpError(422, message, errors);
export const locked = (message: string) => new HttpError(423, message);
export const tooMany = (message: string) => new HttpError(429, message);

/**
 * A check whose schema gave no message of its own speaks yup's English default, which always
 * starts with the field's path or 'this': such a message is replaced by an Indonesian one of
 * the same kind. Every field the app shows has its own message; this covers the rest.
 */
const indonesian = (item: ValidationError, message: string): string => {
  // 'this' when the strict pass ran the field's schema on its own (http/validation.ts).
  if (!message.startsWith(`${item.path} `) && !message.startsWith('this ')) return message;
  const params = item.params ?? {};
  const unit = Array.isArray(params.value) ? M.limits.items : M.limits.characters;
  switch (item.path ? item.type : undefined) {
    case 'max':
      return fillMessage(M.limits.max, { max: String(params.max), unit });
    case 'min':
      return fillMessage(M.limits.min, { min: String(params.min), unit });
    case 'required':
    case 'defined':
    case 'nullable':
      return M.limits.required;
    default:
      return M.invalidData;
  }
};

/** yup's nested errors as `{field: [messages]}`; array paths stay as yup writes them. */
export const fieldErrors = (error: ValidationError): FieldErrors => {
  const inner = error.inner.length ? error.inner : [error];
  const out: FieldErrors = {};
  for (const item of inner) {
    // yup quotes a field whose name has a dot ('["hub.mode"]'); the answer names it as sent.
    const key = item.path?.replace(/^\["([^"]+)"\]/, '$1') || '_';
    (out[key] ??= []).push(...item.errors.map((message) => indonesian(item, message)));
  }
  return out;
};

/** Client errors Fastify raises itself, with the status it gives them, in Indonesian. */
const fastifyMessage = (error: FastifyError): string => {
  switch (error.statusCode) {
    case 413:
      return M.tooLarge;
    case 415:
      return M.unsupportedMediaType;
    default:
      return M.badRequest;
  }
};

/** 503 'Server sedang sibuk' with the time after which to try again. */
export const sendBusy = (reply: FastifyReply): FastifyReply =>
  reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ message: M.busy, errors: { _: [M.busy] } });

/**
 * The one place errors become responses: `{message, errors?}`, Indonesian, and never a 500 for
 * input the client got wrong.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.data !== undefined && { data: error.data }),
        ...error.extra,
      });
    }
    if (error instanceof ValidationError) {
      return reply.status(422).send({ message: M.invalidData, errors: fieldErrors(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, err: error.message }, 'client error');
      const message = fastifyMessage(error);
      return reply.status(status).send({ message, errors: { _: [message] } });
    }
    // A database that is slow, restarting or out of reach is no fault of the request: 503
    // with a time to come back, which load balancers and the app's retry understand.
    const unreachable = isDatabaseUnreachable(error);
    if (unreachable || isDatabaseBusy(error)) {
      request.log.warn(
        { err: error.message },
        unreachable ? 'database unreachable' : 'database busy',
      );
      return sendBusy(reply);
    }
    request.log.error(error);
    return reply.status(500).send({ message: M.server });
  });
};
