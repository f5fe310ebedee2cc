import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'react-admin';
import { apiConfig } from '../providers/config';
import { readSession } from '../providers/session';

/**
 * The server's field messages come as lists (`{email: ['…']}`); react-admin's forms show one
 * text per field, so the messages of a field are joined.
 */
const formErrors = (body: unknown): unknown => {
  if (!body || typeof body !== 'object' || !('errors' in body)) return body;
  const errors = (body as { errors?: Record<string, unknown> }).errors ?? {};
  return {
    ...body,
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.join(' ') : messages,
      ]),
    ),
  };
};

/** fetchJson with the session's bearer token; its HttpError carries the server's body. */
export const adminHttpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(error.message, error.status, formErrors(error.body));
    }
    throw error;
  }
};

/**
 * The administrative resources: the server speaks
 * ra-data-simple-rest's dialect under /api/admin/<resource>, so react-admin's own provider
 * reads them. A resource named 'admin/branches' is fetched from `<api>/admin/branches`.
 */
export const simpleRest = simpleRestProvider(apiConfig.apiUrl, adminHttpClient);
