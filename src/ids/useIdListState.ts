import { useState } from 'react';
import type { IdOrder } from '../../domain/api/ids';
import { useDebouncedValue } from '../common/useDebouncedValue';
import type { IdFilterValues } from './IdFilters';

/** The ID search runs half a second after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * Filters, page, order and the chosen IDs of an ID list. Changing a filter goes back to page 1
 * and forgets the selection (SPEC.md section 4); a new order goes back to page 1 too; neither
 * turning pages nor the order forgets the chosen IDs.
 */
export const useIdListState = (initial: IdFilterValues, initialOrder: IdOrder) => {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState(initialOrder);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const keyword = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);

  const changeFilters = (patch: Partial<IdFilterValues>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
    setSelected(new Set());
  };
  const select = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const params = {
    type: filters.type,
    status: filters.status,
    keyword,
    page,
    order_type: order,
  };
  return {
    filters,
    changeFilters,
    params,
    page,
    setPage,
    order,
    changeOrder: (next: IdOrder) => {
      setOrder(next);
      setPage(1);
    },
    selected,
    select,
    clearSelection: () => setSelected(new Set()),
  };
};
