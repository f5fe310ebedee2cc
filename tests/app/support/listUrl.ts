/**
 * react-admin's paging text, '1-10 dari 23' (its catalogue has a hyphen where MUI's paging text
 * has an en dash; either is the same line to a reader).
 */
export const range = (from: number, to: number, total: number) =>
  new RegExp(`^${from}[-–]${to} dari ${total}$`);

/** The list state react-admin keeps in the address: `?filter={…}&page=2&…`. */
export const listState = (search = window.location.search) => {
  const params = new URLSearchParams(search);
  const filter = params.get('filter');
  return {
    filter: filter === null ? undefined : (JSON.parse(filter) as Record<string, unknown>),
    page: params.get('page') ?? undefined,
  };
};

/** A list address as react-admin writes it, for opening a screen on a given filter and page. */
export const listSearch = (filter: Record<string, unknown>, page = 1) =>
  `?${new URLSearchParams({ filter: JSON.stringify(filter), page: String(page) })}`;
