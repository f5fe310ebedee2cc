import type { Paged } from '../../domain/api/common';

/** One page of a list as the API answers it: `from` is null on an empty page. */
export const paged = <T>(data: T[], page: number, perPage: number, total: number): Paged<T> => ({
  data,
  current_page: page,
  per_page: perPage,
  total,
  from: data.length ? (page - 1) * perPage + 1 : null,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
