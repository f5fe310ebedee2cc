import type { OperatingHoursResponse } from '../../domain/api/hours';
import {
  isWithinOperatingHours,
  operatingHoursText,
  type OperatingHours,
} from '../../domain/hours';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import type { Executor } from '../db/client';
import { locked } from '../http/errors';
import { getSetting, putSetting } from '../settings/repository';

export const operatingHoursResponse = (
  hours: OperatingHours,
  now: Date,
): OperatingHoursResponse => ({
  data: {
    open: hours.open,
    closed: hours.closed,
    days: hours.days,
    is_open: isWithinOperatingHours(now, hours),
    now: now.toISOString(),
    message: operatingHoursText(hours),
  },
});

/**
 * Refuses (423) outside the configured hours. Registration, proof uploads and member edits call
 * it inside their transaction, so a request that started at 15:59:59 and commits later is
 * judged by the clock it was checked at — once, on the server.
 */
export const assertOperatingHours = async (
  ctx: AppContext,
  db: Executor = ctx.db,
): Promise<void> => {
  const hours = await getSetting(db, 'operating_hours');
  if (!isWithinOperatingHours(ctx.clock.now(), hours)) throw locked(operatingHoursText(hours));
};

export const readOperatingHours = async (ctx: AppContext): Promise<OperatingHoursResponse> =>
  operatingHoursResponse(await getSetting(ctx.db, 'operating_hours'), ctx.clock.now());

/** Saves the hours (days in order) and their audit entry together. */
export const saveOperatingHours = async (
  ctx: AppContext,
  caller: Caller,
  input: OperatingHours,
): Promise<OperatingHoursResponse> => {
  const now = ctx.clock.now();
  const hours = { ...input, days: [...input.days].sort((a, b) => a - b) };
  await ctx.db.transaction(async (tx) => {
    const before = await getSetting(tx, 'operating_hours');
    await putSetting(tx, 'operating_hours', hours, caller.adminId, now);
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'settings.update',
      entity: 'setting',
      entityId: 'operating_hours',
      changes: { before, after: hours },
      at: now,
    });
  });
  return operatingHoursResponse(hours, now);
};
