import type { GetListParams, GetListResult, GetOneResult, Identifier } from 'react-admin';
import type { Paged } from '../../domain/api/common';
import { requestJson, type RequestOptions } from '../providers/httpClient';

export type Query = NonNullable<RequestOptions['query']>;

/** A filter value as one query parameter: '' and absent values are left out of the URL. */
export const filterValue = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/**
 * A contract paged list (`{data, current_page, per_page, total}`) as react-admin's getList: the
 * resource maps react-admin's page, sort and filters onto the endpoint's own query names.
 */
export const pagedList =
  <T extends { id: Identifier }>(url: () => string, query: (params: GetListParams) => Query) =>
  async (params: GetListParams): Promise<GetListResult<T>> => {
    const answer = await requestJson<Paged<T>>(url(), {
      query: query(params),
      signal: params.signal,
    });
    return { data: answer.data, total: answer.total };
  };

/**
 * A contract list answered as `{data, last_page, total_item}` (the ID lists) as react-admin's
 * getList; `toRecord` gives each row the `id` react-admin keys records by.
 */
export const lastPageList =
  <Row, T extends { id: Identifier }>(
    url: () => string,
    query: (params: GetListParams) => Query,
    toRecord: (row: Row) => T,
  ) =>
  async (params: GetListParams): Promise<GetListResult<T>> => {
    const answer = await requestJson<{ data: Row[]; last_page: number; total_item: number }>(
      url(),
      { query: query(params), signal: params.signal },
    );
    return { data: answer.data.map(toRecord), total: answer.total_item };
  };

/** One record answered as `{data}`, e.g. GET user/payment_receipt/{id}. */
export const wrappedOne =
  <T extends { id: Identifier }>(url: (id: Identifier) => string) =>
  async (params: { id: Identifier; signal?: AbortSignal }): Promise<GetOneResult<T>> => {
    const answer = await requestJson<{ data: T }>(url(params.id), { signal: params.signal });
    return { data: answer.data };
  };

/** A record's address segment: ids are the API's, escaped once here. */
export const segment = (id: Identifier): string => encodeURIComponent(String(id));

// Made at the first sort, not as the shell loads: a page's first Intl object loads ICU's data,
// tens of milliseconds before the first paint.
let collator: Intl.Collator | undefined;

const compareValues = (a: unknown, b: unknown): number => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
};

/** Rows in react-admin's order; a stable sort, so equal values keep the server's order. */
const sorted = <T>(rows: T[], sort: GetListParams['sort']): T[] => {
  if (!sort?.field) return rows;
  const direction = sort.order === 'DESC' ? -1 : 1;
  const field = sort.field as keyof T;
  return [...rows].sort((a, b) => direction * compareValues(a[field], b[field]));
};

/**
 * An endpoint answering every row at once under `key` (`{registerList: T[]}` of GET
 * user/upgrade_aog_mog/index): react-admin's sort and page are applied here, and the total is
 * the row count.
 */
export const wholeList =
  <T extends { id: Identifier }, Raw = T>(
    url: () => string,
    key: string,
    /** How a row the server answers becomes the row the list shows; the same by default. */
    toRow: (raw: Raw) => T = (raw) => raw as unknown as T,
  ) =>
  async (params: GetListParams): Promise<GetListResult<T>> => {
    const answer = await requestJson<Record<string, Raw[]>>(url(), { signal: params.signal });
    const rows = answer[key] ?? [];
    const all = sorted(rows.map(toRow), params.sort);
    const { page = 1, perPage = all.length } = params.pagination ?? {};
    return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  };
