import { number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import type { Paged } from './common';

const E = appMessages.errors;

/** GET /api/user/branch/search: active branches whose name holds `kata_kunci`, by name. */
export const branchSearchQuery = object({
  kata_kunci: string().trim().max(100, E.badRequest).default(''),
  page: number()
    .typeError(E.badRequest)
    .integer(E.badRequest)
    .min(1, E.badRequest)
    .max(2_147_483_647, E.badRequest)
    .default(1),
});
export type BranchSearchQuery = InferType<typeof branchSearchQuery>;

export const BRANCH_SEARCH_PER_PAGE = 20;

export interface BranchOption {
  id: number;
  name: string;
}

/** The usual paged list: the contract's branch list has `data`, `total` and `from`. */
export type BranchSearchResponse = Paged<BranchOption>;

/** GET /api/user/branch/index (CLUB's /branch): every branch, active or not, by name. */
export const branchIndexQuery = branchSearchQuery;
export type BranchIndexQuery = InferType<typeof branchIndexQuery>;

export const BRANCH_INDEX_PER_PAGE = 10;

/** A branch with its members (registrations) counted by their current type. */
export interface BranchMemberCount {
  id: number;
  name: string;
  city: string | null;
  active: boolean;
  count_aog: number;
  count_mog: number;
}

export type BranchIndexResponse = Paged<BranchMemberCount>;
