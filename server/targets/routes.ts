import type { FastifyPluginAsync } from 'fastify';
import { targetQuerySchema, targetSaveSchema, type TargetResponse } from '../../domain/api/targets';
import { inJakarta } from '../../domain/dates';
import {
  isTargetYearOpen,
  TARGET_KEYS,
  type TargetKind,
  type TargetValues,
} from '../../domain/targets';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import { callerOf } from '../auth/guard';
import { unprocessable } from '../http/errors';
import type { YupTypeProvider } from '../http/validation';
import { readTargetYear, writeTargetYear } from './repository';

/** The API's two spellings of one resource: registration targets and upgrade targets. */
const BASES: Record<TargetKind, string> = {
  registration: '/api/user/target',
  upgrade: '/api/user/target_upgrade',
};

const valuesOf = (body: TargetValues): TargetValues =>
  Object.fromEntries(TARGET_KEYS.map((key) => [key, body[key]])) as TargetValues;

export const targetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const currentYear = () => inJakarta(app.ctx.clock.now()).year();

  for (const [kind, base] of Object.entries(BASES) as [TargetKind, string][]) {
    // Any year can be read, past ones included: that is what 'History Target' shows.
    app.get(
      `${base}/aktif`,
      {
        config: { access: { permission: 'targets.read' } },
        schema: { querystring: targetQuerySchema },
      },
      async (request): Promise<TargetResponse> => ({
        data: await readTargetYear(app.ctx.db, kind, request.query.name ?? currentYear()),
      }),
    );

    app.post(
      base,
      {
        config: { access: { permission: 'targets.update' } },
        schema: { body: targetSaveSchema },
      },
      async (request): Promise<TargetResponse> => {
        const caller = callerOf(request);
        const year = request.body.name;
        if (!isTargetYearOpen(year, currentYear())) {
          throw unprocessable({ name: [appMessages.targets.yearPast] });
        }
        const values = valuesOf(request.body);
        const now = app.ctx.clock.now();
        const data = await app.ctx.db.transaction(async (tx) => {
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
      },
    );
  }
};
