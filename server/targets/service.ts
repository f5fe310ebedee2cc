import type { TargetResponse } from '../../domain/api/targets';
import { inJakarta } from '../../domain/dates';
import {
  isTargetYearOpen,
  TARGET_KEYS,
  type TargetKind,
  type TargetValues,
} from '../../domain/targets';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import { unprocessable } from '../http/errors';
import { readTargetYear, writeTargetYear } from './repository';

const valuesOf = (body: TargetValues): TargetValues =>
  Object.fromEntries(TARGET_KEYS.map((key) => [key, body[key]])) as TargetValues;

const currentYear = (ctx: AppContext) => inJakarta(ctx.clock.now()).year();

/** Any year can be read, past ones included: that is what 'History Target' shows. */
export const readTargets = async (
  ctx: AppContext,
  kind: TargetKind,
  year: number | undefined,
): Promise<TargetResponse> => ({
  data: await readTargetYear(ctx.db, kind, year ?? currentYear(ctx)),
});

/** Saves a year's targets (this year or a later one) with their audit entry. */
export const saveTargets = async (
  ctx: AppContext,
  caller: Caller,
  kind: TargetKind,
  body: TargetValues & { name: number },
): Promise<TargetResponse> => {
  const year = body.name;
  if (!isTargetYearOpen(year, currentYear(ctx))) {
    throw unprocessable({ name: [appMessages.targets.yearPast] });
  }
  const values = valuesOf(body);
  const now = ctx.clock.now();
  const data = await ctx.db.transaction(async (tx) => {
    const before = await readTargetYear(tx, kind, year);
    await writeTargetYear(tx, kind, year, values, caller.adminId, now);
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'targets.update',
      entity: 'target',
      entityId: `${kind}:${year}`,
      changes: { before: before.updated_at ? valuesOf(before) : null, after: values },
      at: now,
    });
    return readTargetYear(tx, kind, year);
  });
  return { data };
};
