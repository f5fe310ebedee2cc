import { BRANCH_INDEX_PER_PAGE, BRANCH_SEARCH_PER_PAGE } from '../../domain/api/branches';
import type { AppContext } from '../context';
import { pageBranchesWithCounts, searchActiveBranches } from './repository';

type BranchQuery = { kata_kunci: string; page: number };

/** The branch pickers of the central screens (e.g. /generate-id's filter and assign dialog). */
export const searchBranches = (ctx: AppContext, query: BranchQuery) =>
  searchActiveBranches(ctx.db, {
    keyword: query.kata_kunci,
    page: query.page,
    perPage: BRANCH_SEARCH_PER_PAGE,
  });

/** CLUB's /branch: every branch, active or not, with its AOG and MOG members. */
export const branchIndex = (ctx: AppContext, query: BranchQuery) =>
  pageBranchesWithCounts(ctx.db, {
    keyword: query.kata_kunci,
    page: query.page,
    perPage: BRANCH_INDEX_PER_PAGE,
  });
