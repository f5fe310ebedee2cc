import { lazy } from 'react';
import type { GetListParams } from 'react-admin';
import type { GeneratedId } from '../../domain/api/ids';
import { apiConfig } from '../config';
import { filterValue, lastPageList, type Query } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

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

/** react-admin's page, sort and filters in the ID lists' query names (SPEC.md section 7). */
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

/**
 * /generate-id (SBS, ESS): every generated ID. Unassigned ones go to a branch with the bulk
 * action 'Pilih Cabang' ('assign'); 'ID Aog Mog' makes new ones ('generate').
 */
export const generateIdResource: ViewsDeclaration = {
  name: 'generate-id',
  dialect: 'api',
  access: { list: 'ids.list', assign: 'ids.assign', generate: 'ids.generate' },
  endpoints: {
    getList: lastPageList(
      BASE,
      (params) => ({
        ...idQuery(params),
        id_branch: filterValue((params.filter as IdFilter).branch?.id),
      }),
      toRecord,
    ),
  },
  views: { list: lazy(() => import('./GenerateIdList')) },
};

/** /id-aog-mog (CABANG): the signed-in branch's own IDs, read-only; the server decides the branch. */
export const branchIdResource: ViewsDeclaration = {
  name: 'id-aog-mog',
  dialect: 'api',
  access: { list: 'ids.branch' },
  endpoints: { getList: lastPageList(() => `${BASE()}/branch`, idQuery, toRecord) },
  views: { list: lazy(() => import('./BranchIdList')) },
};
