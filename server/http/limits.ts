import { MAX_IMAGE_DATA_URL_LENGTH } from '../../domain/images';

/**
 * How much a request may carry. Most routes take a small JSON form; only the routes that carry an
 * image (a proof, a profile picture) need more: the largest image as a base64 data URL plus the
 * form around it.
 */
export const DEFAULT_BODY_LIMIT = 128 * 1024;
export const IMAGE_BODY_LIMIT = MAX_IMAGE_DATA_URL_LENGTH + 1024 * 1024;

/**
 * Multipart is the sign-in form's (`email`, `password`): a handful of short fields and no files;
 * the one route taking a file says so with `config.uploadBytes` (server/http/multipart.ts). Multipart is parsed as a stream, outside the body limit, so these caps are its limit.
 */
export const MULTIPART_LIMITS = {
  fields: 10,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  files: 0,
  parts: 10,
  headerPairs: 20,
};
