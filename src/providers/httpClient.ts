import { HttpError } from 'react-admin';
import type { ErrorResponse } from '../../domain/api/common';
import { errors } from '../../i18n/app/errors';
import { readSession } from './session';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Without the bearer token (sign-in, password reset, regions). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Beside the defaults (`Accept: application/json`, the bearer token). */
  headers?: Record<string, string>;
}

const withQuery = (url: string, query: RequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
};

const send = async (url: string, options: RequestOptions): Promise<Response> => {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = options.anonymous ? null : readSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(withQuery(url, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(errors.network, 0, {});
  }
};

/**
 * The only place the app talks HTTP. A failed call throws react-admin's HttpError carrying the
 * server's `{message, errors}` so forms can show per-field messages.
 */
export const requestJson = async <T>(url: string, options: RequestOptions = {}): Promise<T> => {
  const response = await send(url, options);
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const body = (json ?? {}) as Partial<ErrorResponse>;
    throw new HttpError(body.message ?? errors.somethingWentWrong, response.status, body);
  }
  return json as T;
};

/** A file the API serves behind the token (proof images, profile pictures). */
export const requestBlob = async (url: string, signal?: AbortSignal): Promise<Blob> => {
  const response = await send(url, { signal });
  if (!response.ok) throw new HttpError(errors.somethingWentWrong, response.status, {});
  return response.blob();
};

/** The name a `Content-Disposition` header gives: RFC 5987's `filename*` before `filename`. */
export const dispositionName = (header: string | null): string | null => {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name, if any, still serves.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || null;
};

/** A download behind the token, with the name the server gives it (`Content-Disposition`). */
export const requestDownload = async (
  url: string,
): Promise<{ blob: Blob; name: string | null }> => {
  const response = await send(url, { headers: { Accept: '*/*' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
    throw new HttpError(body.message ?? errors.somethingWentWrong, response.status, body);
  }
  return {
    blob: await response.blob(),
    name: dispositionName(response.headers.get('Content-Disposition')),
  };
};
