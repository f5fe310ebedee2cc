import type {
  AssignIdsRequest,
  AssignIdsResponse,
  BranchIdListQuery,
  GenerateIdsRequest,
  GenerateIdsResponse,
  IdListQuery,
} from '../../domain/api/ids';
import {
  formatGeneratedId,
  MAX_RUNNING_NUMBER,
  type IdStatus,
  type IdType,
} from '../../domain/ids';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import { pushIdsAssigned } from '../push/events';
import { conflict, forbidden, unprocessable } from '../http/errors';
import {
  assignToBranch,
  findActiveBranch,
  insertGeneratedIds,
  listIds,
  lockIds,
  nextRunningNumbers,
} from './repository';
import { fillMessage } from '../../domain/messages';

const M = appMessages.ids;

/** At most this many IDs are named in a refusal's message; `errors` names them all. */
const NAMED_IN_MESSAGE = 10;

/**
 * New IDs of a type, numbered from the type's sequence, unassigned. A type whose numbers would
 * no longer fit the fixed width is refused (409) instead of producing longer IDs.
 */
export const generateIds = async (
  ctx: AppContext,
  caller: Caller,
  input: GenerateIdsRequest,
): Promise<GenerateIdsResponse> => {
  const now = ctx.clock.now();
  const data = await ctx.db.transaction(async (tx) => {
    const numbers = await nextRunningNumbers(tx, input.type, input.total);
    if (numbers.some((n) => n > MAX_RUNNING_NUMBER)) {
      throw conflict(fillMessage(M.exhausted, { type: input.type.toUpperCase() }));
    }
    const created = await insertGeneratedIds(
      tx,
      numbers.map((n) => ({
        generateId: formatGeneratedId(input.type, n),
        type: input.type,
        createdBy: caller.adminId,
        createdAt: now,
      })),
    );
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'ids.generate',
      entity: 'generated_ids',
      entityId: input.type,
      changes: {
        type: input.type,
        total: created.length,
        first: created[0]?.generate_id,
        last: created.at(-1)?.generate_id,
      },
      at: now,
    });
    return created;
  });
  return { message: M.generated, data };
};

/**
 * Gives IDs to an active branch, all or none, in one transaction. The IDs are locked in ID
 * order first (overlapping requests queue instead of deadlocking); one that is unknown or
 * already assigned refuses the whole request with 409 naming it. The conditional UPDATE's
 * count is checked as well, so no path assigns an ID twice.
 */
export const assignIds = async (
  ctx: AppContext,
  caller: Caller,
  input: AssignIdsRequest,
): Promise<AssignIdsResponse> => {
  const now = ctx.clock.now();
  const ids = [...new Set(input.generated)].sort();
  return ctx.db.transaction(async (tx) => {
    const branch = await findActiveBranch(tx, input.id_branch);
    if (!branch) throw unprocessable({ id_branch: [M.branchUnknown] });

    const found = new Map((await lockIds(tx, ids)).map((row) => [row.generateId, row.branchId]));
    const unknown = ids.filter((id) => !found.has(id));
    const assigned = ids.filter((id) => found.has(id) && found.get(id) !== null);
    if (unknown.length || assigned.length) throw refusal(assigned, unknown);

    const changed = await assignToBranch(tx, ids, {
      branchId: branch.id,
      assignedBy: caller.adminId,
      assignedAt: now,
    });
    if (changed.length !== ids.length) {
      const done = new Set(changed);
      throw refusal(
        ids.filter((id) => !done.has(id)),
        [],
      );
    }
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'ids.assign',
      entity: 'generated_ids',
      entityId: branch.id,
      changes: { id_branch: branch.id, generated: ids },
      at: now,
    });
    await pushIdsAssigned(tx, { branchId: branch.id, ids }, now);
    return { message: M.assigned, data: { branch, generated: ids } };
  });
};

const refusal = (assigned: string[], unknown: string[]) => {
  const named = [...assigned, ...unknown];
  const shown = named.slice(0, NAMED_IN_MESSAGE).join(', ');
  const more = named.length > NAMED_IN_MESSAGE ? ` (+${named.length - NAMED_IN_MESSAGE})` : '';
  return conflict(fillMessage(M.conflict, { ids: `${shown}${more}` }), {
    generated: [
      ...assigned.map((id) => fillMessage(M.alreadyAssigned, { id })),
      ...unknown.map((id) => fillMessage(M.unknownId, { id })),
    ],
  });
};

/** The filters both lists share, from the query's '' = all convention. */
const filterOf = (query: BranchIdListQuery) => ({
  type: (query.type || undefined) as IdType | undefined,
  status: query.status === '' ? undefined : (Number(query.status) as IdStatus),
  keyword: query.keyword || undefined,
  order: query.order_type,
  page: query.page,
  pageSize: query.page_size,
});

export const centralIdList = (ctx: AppContext, query: IdListQuery) =>
  listIds(ctx.db, { view: 'central', ...filterOf(query), branchId: query.id_branch });

/** A branch sees its own IDs only; the branch comes from the session, never the query. */
export const branchIdList = (ctx: AppContext, caller: Caller, query: BranchIdListQuery) => {
  if (caller.branchId === null) throw forbidden();
  return listIds(ctx.db, { view: 'branch', ...filterOf(query), branchId: caller.branchId });
};
