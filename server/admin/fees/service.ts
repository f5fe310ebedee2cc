import type { AdminFee, AdminFeeInput } from '../../../domain/api/admin';
import { jakartaDay } from '../../../domain/dates';
import { adminMessages } from '../../../i18n/app/admin';
import { recordAudit } from '../../audit/repository';
import type { AppContext, Caller } from '../../context';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { ListParams } from '../simpleRest';
import {
  deleteFee,
  feeInForceId,
  findFee,
  findFeeOn,
  insertFee,
  listFees,
  toAdminFee,
  updateFee,
  type FeeRow,
  type FeeValues,
} from './repository';

const M = adminMessages.fee;

/*
 * The fee schedule: a registration takes the schedule in force on its Jakarta day
 * (fees/repository.ts feesOn). History is kept: only a schedule that has not started yet may be
 * changed or removed, and a new one starts today at the earliest.
 */

const today = (ctx: AppContext) => jakartaDay(ctx.clock.now());

const dateTaken = () => conflict(M.dateTaken, { effective_from: [M.dateTaken] });

const asRecord = async (db: Executor, row: FeeRow, day: string): Promise<AdminFee> =>
  toAdminFee(row, await feeInForceId(db, day));

export const findFees = (ctx: AppContext, params: ListParams) =>
  listFees(ctx.db, params, today(ctx));

export const getFee = async (ctx: AppContext, id: number): Promise<AdminFee> => {
  const row = await findFee(ctx.db, id);
  if (!row) throw notFound();
  return asRecord(ctx.db, row, today(ctx));
};

const values = (input: AdminFeeInput): FeeValues => ({
  effectiveFrom: input.effective_from,
  registrationAog: input.registration_aog,
  registrationMog: input.registration_mog,
  upgradeAog: input.upgrade_aog,
  upgradeOther: input.upgrade_other,
  privateClass: input.private_class,
});

/** One write with its audit entry; the date's unique index settles a race for the same day. */
const write = async (
  ctx: AppContext,
  caller: Caller,
  action: string,
  change: (tx: Executor, day: string) => Promise<{ before: FeeRow | null; after: FeeRow | null }>,
): Promise<AdminFee> => {
  const now = ctx.clock.now();
  const day = jakartaDay(now);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { before, after } = await change(tx, day);
      const inForce = await feeInForceId(tx, day);
      const shown = (row: FeeRow | null) => row && toAdminFee(row, inForce);
      const record = shown(after ?? before);
      if (!record) throw new Error('fee write without a record');
      await recordAudit(tx, {
        adminId: caller.adminId,
        action,
        entity: 'fee_schedule',
        entityId: record.id,
        changes: { before: shown(before), after: shown(after) },
        at: now,
      });
      return record;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw dateTaken();
    throw error;
  }
};

const assertFromToday = (input: AdminFeeInput, day: string) => {
  if (input.effective_from < day) throw unprocessable({ effective_from: [M.dateInPast] });
};

/** A schedule that has started (today or before) is history: 409. */
const lockFuture = async (tx: Executor, id: number, day: string): Promise<FeeRow> => {
  const row = await findFee(tx, id, true);
  if (!row) throw notFound();
  if (row.effectiveFrom <= day) throw conflict(M.locked);
  return row;
};

export const createFee = (ctx: AppContext, caller: Caller, input: AdminFeeInput) =>
  write(ctx, caller, 'fee.create', async (tx, day) => {
    assertFromToday(input, day);
    if (await findFeeOn(tx, input.effective_from)) throw dateTaken();
    return { before: null, after: await insertFee(tx, values(input), ctx.clock.now()) };
  });

export const updateFeeRecord = (
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: AdminFeeInput,
) =>
  write(ctx, caller, 'fee.update', async (tx, day) => {
    const before = await lockFuture(tx, id, day);
    assertFromToday(input, day);
    const other = await findFeeOn(tx, input.effective_from);
    if (other && other.id !== id) throw dateTaken();
    return { before, after: await updateFee(tx, id, values(input)) };
  });

export const deleteFeeRecord = (ctx: AppContext, caller: Caller, id: number) =>
  write(ctx, caller, 'fee.delete', async (tx, day) => {
    const before = await lockFuture(tx, id, day);
    await deleteFee(tx, id);
    return { before, after: null };
  });
