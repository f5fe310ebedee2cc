import type { FastifyPluginAsync } from 'fastify';
import { reportFilterSchema, reportListQuery } from '../../domain/api/aogMog';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { exportReport, listReport } from './service';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The AOG/MOG list and its xlsx report. */
export const aogMogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/register_aog_mog/search_by_date_v2',
    {
      config: { access: { permission: 'members.report' } },
      schema: { querystring: reportListQuery },
    },
    async (request) => listReport(app.ctx, callerOf(request), request.query),
  );

  app.get(
    '/api/user/register_aog_mog/export_excel',
    {
      config: { access: { permission: 'members.report' } },
      schema: { querystring: reportFilterSchema },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportReport(
        app.ctx,
        fastify.workers,
        callerOf(request),
        request.query,
      );
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
