import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { BranchOption, BranchSearchResponse } from '../../domain/api/branches';
import type { Executor } from '../db/client';
import { branches } from '../db/schema';

/** `%` and `_` typed by a user are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  return {
    data: rows,
    current_page: filter.page,
    per_page: filter.perPage,
    total: n,
    from: rows.length ? (filter.page - 1) * filter.perPage + 1 : null,
    last_page: Math.max(1, Math.ceil(n / filter.perPage)),
  };
};
