import type { FastifyError, FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { appMessages } from '../../i18n/app-id';
import { HttpError } from './errors';
import { MULTIPART_LIMITS } from './limits';

const M = appMessages.errors;

/** A file part of a form, read whole (only on routes with `config.uploadBytes`). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);

/** The part of a broken or oversized form, as a `{message, errors}` client error. */
const refusal = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  const status = (error as Partial<FastifyError>).statusCode;
  if (status === 413) return new HttpError(413, M.tooLarge, { _: [M.tooLarge] });
  // busboy's own errors (no boundary, a form cut short, a malformed part header) carry no
  // status: whatever went wrong while reading the form is the form's fault.
  return new HttpError(400, M.badForm, { _: [M.badForm] });
};

/**
 * Multipart forms become a plain `{field: value}` body (a repeated field an array) before
 * validation, read by our own hook rather than the plugin's `attachFieldsToBody`, so that a
 * malformed or cut-short form answers 400 instead of escaping as a 500, and a value cut at the
 * field size is refused rather than silently shortened.
 */
export const registerMultipart = async (app: FastifyInstance): Promise<void> => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    // Only a route that declares it takes a file, and then one, read whole up to its bound.
    const uploadBytes = request.routeOptions.config.uploadBytes;
    const limits = uploadBytes ? { files: 1, fileSize: uploadBytes } : {};
    const values = new Map<string, unknown[]>();
    try {
      for await (const part of request.parts({ limits })) {
        // files: 0 makes busboy raise the limit before any file part reaches here.
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.file.truncated) throw refusal({ statusCode: 413 });
          const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data };
          values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), file]);
          continue;
        }
        if (part.valueTruncated || part.fieldnameTruncated) throw refusal({ statusCode: 413 });
        values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), part.value]);
      }
    } catch (error) {
      throw refusal(error);
    }
    request.body = Object.fromEntries(
      [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]),
    );
  });
};
