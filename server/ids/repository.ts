import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { GeneratedId, IdOrder } from '../../domain/api/ids';
import { branchIdStatus, centralIdStatus, type IdStatus, type IdType } from '../../domain/ids';
import type { Executor } from '../db/client';
import { keptTotal, pageStart, type PageStart } from '../db/keptTotals';
import { pageTotal, totalColumn, type TotalQuery } from '../db/pageTotal';
import { branches, generatedIdBlocks, generatedIdCounts, generatedIds } from '../db/schema';

type IdRow = typeof generatedIds.$inferSelect;
type BranchRef = { id: number; name: string } | null;

/** How a list judges 'available' / 'used': see domain/ids.ts. */
export type IdView = 'central' | 'branch';

const toGeneratedId = (row: IdRow, branch: BranchRef, view: IdView): GeneratedId => ({
  generate_id: row.generateId,
  type: row.type as IdType,
  status: view === 'central' ? centralIdStatus(row) : branchIdStatus(row),
  branch,
  created_at: row.createdAt.toISOString(),
  assigned_at: row.assignedAt?.toISOString() ?? null,
  taken_at: row.takenAt?.toISOString() ?? null,
});

const SEQUENCES: Record<IdType, string> = {
  aog: 'generated_id_aog_seq',
  mog: 'generated_id_mog_seq',
};

/**
 * `total` running numbers of a type from its sequence. nextval is atomic across sessions and
 * never hands a number out twice (not even after a rollback), so parallel requests on any
 * number of server instances get distinct numbers; never max()+1.
 */
export const nextRunningNumbers = async (
  db: Executor,
  type: IdType,
  total: number,
): Promise<number[]> => {
  const result = await db.execute(
    sql`select nextval(${SEQUENCES[type]}) as n from generate_series(1, ${total}::int)`,
  );
  return (result as unknown as { rows: { n: string | number }[] }).rows
    .map((row) => Number(row.n))
    .sort((a, b) => a - b);
};

export const insertGeneratedIds = async (
  db: Executor,
  rows: { generateId: string; type: IdType; createdBy: number; createdAt: Date }[],
): Promise<GeneratedId[]> => {
  const inserted = await db.insert(generatedIds).values(rows).returning();
  return inserted
    .map((row) => toGeneratedId(row, null, 'central'))
    .sort((a, b) => a.generate_id.localeCompare(b.generate_id));
};

export const findActiveBranch = async (
  db: Executor,
  id: number,
): Promise<{ id: number; name: string } | undefined> => {
  const [row] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.id, id), eq(branches.active, true)))
    // Keeps the branch from being deactivated until the assignment commits.
    .for('share');
  return row;
};

/**
 * Locks the given IDs that exist, always in ID order, so two assignments of overlapping
 * selections queue behind each other instead of deadlocking; answers each one's branch.
 */
export const lockIds = async (
  db: Executor,
  ids: readonly string[],
): Promise<{ generateId: string; branchId: number | null }[]> =>
  db
    .select({ generateId: generatedIds.generateId, branchId: generatedIds.branchId })
    .from(generatedIds)
    .where(inArray(generatedIds.generateId, [...ids]))
    .orderBy(asc(generatedIds.generateId))
    .for('update');

/** Gives the still unassigned ones of `ids` to a branch; answers the IDs it changed. */
export const assignToBranch = async (
  db: Executor,
  ids: readonly string[],
  values: { branchId: number; assignedBy: number; assignedAt: Date },
): Promise<string[]> => {
  const rows = await db
    .update(generatedIds)
    .set({
      branchId: values.branchId,
      assignedBy: values.assignedBy,
      assignedAt: values.assignedAt,
    })
    .where(and(inArray(generatedIds.generateId, [...ids]), isNull(generatedIds.branchId)))
    .returning({ generateId: generatedIds.generateId });
  return rows.map((row) => row.generateId);
};

export interface IdListFilter {
  view: IdView;
  type?: IdType;
  status?: IdStatus;
  /** Central: an optional branch filter. Branch view: the caller's branch, always set. */
  branchId?: number;
  keyword?: string;
  order: IdOrder;
  page: number;
  pageSize: number;
}

/** `%` and `_` typed by a user are letters, not wildcards. */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const statusCondition = (view: IdView, status: IdStatus): SQL => {
  const column = view === 'central' ? generatedIds.branchId : generatedIds.takenAt;
  return status === 0 ? isNull(column) : isNotNull(column);
};

const idWhere = (filter: IdListFilter): SQL | undefined =>
  and(
    filter.branchId === undefined ? undefined : eq(generatedIds.branchId, filter.branchId),
    filter.type ? eq(generatedIds.type, filter.type) : undefined,
    filter.status === undefined ? undefined : statusCondition(filter.view, filter.status),
    filter.keyword ? ilike(generatedIds.generateId, containing(filter.keyword)) : undefined,
  );

const idOrder = (filter: IdListFilter) =>
  (filter.order === 'asc' ? asc : desc)(generatedIds.generateId);

/**
 * Where a page of the central list starts: deep pages from the block of 10,000 running numbers
 * holding their first ID (`generated_id_blocks`, which drops an ID's last four digits), so they
 * walk one block's index entries; undefined past the last ID. A branch's IDs and a keyword's
 * matches are walked. Exported, with its threshold, for the tests.
 */
export const idPageStart = (
  db: Executor,
  filter: IdListFilter,
  anchoredFrom?: number,
): Promise<PageStart | undefined> =>
  pageStart(
    db,
    (filter.page - 1) * filter.pageSize,
    filter.view === 'central' && filter.branchId === undefined && !filter.keyword
      ? {
          buckets: {
            bucket: generatedIdBlocks.block,
            n: generatedIdBlocks.n,
            where: and(
              filter.type ? eq(generatedIdBlocks.type, filter.type) : undefined,
              filter.status === undefined
                ? undefined
                : eq(generatedIdBlocks.assigned, filter.status === 1),
            ),
          },
          order: filter.order,
          // IDs have a fixed width: a block's first and last possible IDs bound it in any
          // collation.
          from: (block) =>
            filter.order === 'asc'
              ? gte(generatedIds.generateId, `${block}0000`)
              : lte(generatedIds.generateId, `${block}9999`),
        }
      : undefined,
    anchoredFrom,
  );

/**
 * The IDs of a page in ID order, off an index alone (a deferred join,
 * docs/decisions/lists-at-scale.md): the primary key, `generated_ids_type_idx`, the branch indexes, or the partial indexes of the IDs
 * no branch holds and of a branch's IDs nobody took. Exported so a test can EXPLAIN it.
 */
export const idPageQuery = (
  db: Executor,
  filter: IdListFilter,
  start: PageStart = { offset: (filter.page - 1) * filter.pageSize },
) =>
  db
    .select({ generateId: generatedIds.generateId })
    .from(generatedIds)
    .where(and(idWhere(filter), start.within))
    .orderBy(idOrder(filter))
    .limit(filter.pageSize)
    .offset(start.offset);

/**
 * How many IDs match: with a keyword they are counted; otherwise the totals kept by migration
 * 0007's trigger (per type, branch — 0 for none — and taken) are summed.
 */
const idTotal = (db: Executor, filter: IdListFilter): TotalQuery => {
  if (filter.keyword) {
    return db.select({ n: count() }).from(generatedIds).where(idWhere(filter));
  }
  const c = generatedIdCounts;
  const status =
    filter.status === undefined
      ? undefined
      : filter.view === 'central'
        ? (filter.status === 0 ? eq : ne)(c.branchId, 0)
        : eq(c.taken, filter.status === 1);
  return keptTotal(
    db,
    c.n,
    and(
      filter.branchId === undefined ? undefined : eq(c.branchId, filter.branchId),
      filter.type ? eq(c.type, filter.type) : undefined,
      status,
    ),
  );
};

/** One page of IDs in ID order, and how many match; `{data, last_page, total_item}`. */
export const listIds = async (
  db: Executor,
  filter: IdListFilter,
): Promise<{ data: GeneratedId[]; last_page: number; total_item: number }> => {
  const total = idTotal(db, filter);
  const start = await idPageStart(db, filter);
  const page = start && idPageQuery(db, filter, start).as('page');
  const rows = page
    ? await db
        .select({
          id: generatedIds,
          branchId: branches.id,
          branchName: branches.name,
          total: totalColumn(total),
        })
        .from(page)
        .innerJoin(generatedIds, eq(generatedIds.generateId, page.generateId))
        .leftJoin(branches, eq(branches.id, generatedIds.branchId))
        .orderBy(idOrder(filter))
    : [];
  const n = await pageTotal(rows, total);
  return {
    data: rows.map((row) =>
      toGeneratedId(
        row.id,
        row.branchId === null ? null : { id: row.branchId, name: row.branchName ?? '' },
        filter.view,
      ),
    ),
    last_page: Math.max(1, Math.ceil(n / filter.pageSize)),
    total_item: n,
  };
};

/**
 * Takes a generated ID for a registration, atomically: only an ID of this branch and type that
 * no one has taken yet. Of two transactions taking the same ID, the second waits for the
 * first's row lock, then finds `taken_at` set and gets nothing back.
 */
export const takeGeneratedId = async (
  db: Executor,
  {
    generateId,
    branchId,
    type,
    now,
  }: { generateId: string; branchId: number; type: IdType; now: Date },
): Promise<boolean> => {
  const taken = await db
    .update(generatedIds)
    .set({ takenAt: now })
    .where(
      and(
        eq(generatedIds.generateId, generateId),
        eq(generatedIds.branchId, branchId),
        eq(generatedIds.type, type),
        isNull(generatedIds.takenAt),
      ),
    )
    .returning({ generateId: generatedIds.generateId });
  return taken.length === 1;
};
