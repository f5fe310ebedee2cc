import type { OperatingHoursResponse } from '../../domain/api/hours';
import {
  isWithinOperatingHours,
  operatingHoursText,
  type OperatingHours,
} from '../../domain/hours';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { locked } from '../http/errors';
import { getSetting } from '../settings/repository';

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
