import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type {
  BranchIndexResponse,
  BranchOption,
  BranchSearchResponse,
} from '../../domain/api/branches';
import type { Executor } from '../db/client';
import { containing } from '../db/like';
import { branches, registerAogMog } from '../db/schema';
import { paged } from '../http/paged';

/** Active branches whose name holds `keyword`, by name, one page. */
export const searchActiveBranches = async (
  db: Executor,
  filter: { keyword: string; page: number; perPage: number },
): Promise<BranchSearchResponse> => {
  const where = and(
    eq(branches.active, true),
    filter.keyword ? ilike(branches.name, containing(filter.keyword)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(branches).where(where);
  const rows: BranchOption[] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(where)
    .orderBy(asc(branches.name), asc(branches.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const n = total?.n ?? 0;
  return paged(rows, filter.page, filter.perPage, n);
};

/**
 * Every branch (active or not) whose name holds `keyword`, by name, one page, each with its
 * members counted by their current type. A member belongs to the branch that registered it
 * (`register_aog_mog.branch_id`), as the dashboard and the demo data count them. One query:
 * the page of branches first, then its members grouped by branch.
 */
export const pageBranchesWithCounts = async (
  db: Executor,
  filter: { keyword: string; page: number; perPage: number },
): Promise<BranchIndexResponse> => {
  const where = filter.keyword ? ilike(branches.name, containing(filter.keyword)) : undefined;
  const [total] = await db.select({ n: count() }).from(branches).where(where);
  const page = db.$with('page').as(
    db
      .select({
        id: branches.id,
        name: branches.name,
        city: branches.city,
        active: branches.active,
      })
      .from(branches)
      .where(where)
      .orderBy(asc(branches.name), asc(branches.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
  );
  const ofType = (type: 'AOG' | 'MOG') =>
    sql<number>`count(*) filter (where ${registerAogMog.jenisPendaftaran} = ${type})`.mapWith(
      Number,
    );
  const rows = await db
    .with(page)
    .select({
      id: page.id,
      name: page.name,
      city: page.city,
      active: page.active,
      count_aog: ofType('AOG'),
      count_mog: ofType('MOG'),
    })
    .from(page)
    .leftJoin(registerAogMog, eq(registerAogMog.branchId, page.id))
    .groupBy(page.id, page.name, page.city, page.active)
    .orderBy(asc(page.name), asc(page.id));
  return paged(rows, filter.page, filter.perPage, total?.n ?? 0);
};
