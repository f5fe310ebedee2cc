import type { GetListParams } from 'react-admin';
import type { GeneratedId } from '../../domain/api/ids';
import { apiConfig } from '../providers/config';
import { filterValue, lastPageList, type Query } from '../resources/pagedEndpoints';

/** A generated ID as react-admin keys it: by the ID itself. */
export type IdRecord = GeneratedId & { id: string };

/** The filters of the ID lists, as the filter form keeps them (and the URL shows them). */
export interface IdFilter {
  type?: string;
  status?: string;
  keyword?: string;
  /** /generate-id only: the branch picked in 'Cabang', named so the box shows it on reload. */
  branch?: { id?: number | ''; name?: string } | null;
}

const BASE = () => `${apiConfig.apiUrl}/user/register_aog_mog/generate-id/request`;

const toRecord = (row: GeneratedId): IdRecord => ({ ...row, id: row.generate_id });

/** react-admin's page, sort and filters in the ID lists' query names. */
const idQuery = ({ pagination, sort, filter }: GetListParams): Query => {
  const { type, status, keyword } = filter as IdFilter;
  return {
    type: filterValue(type),
    status: filterValue(status),
    keyword: typeof keyword === 'string' ? keyword.trim() : undefined,
    page: pagination?.page ?? 1,
    page_size: pagination?.perPage,
    order_type: sort?.order === 'DESC' ? 'desc' : 'asc',
    order_column: 'generate_id',
  };
};

/** /generate-id's list: every generated ID, also filtered by the branch picked in 'Cabang'. */
export const allIds = lastPageList(
  BASE,
  (params) => ({
    ...idQuery(params),
    id_branch: filterValue((params.filter as IdFilter).branch?.id),
  }),
  toRecord,
);

/** /id-aog-mog's list: the signed-in branch's own IDs; the server decides the branch. */
export const branchIds = lastPageList(() => `${BASE()}/branch`, idQuery, toRecord);
