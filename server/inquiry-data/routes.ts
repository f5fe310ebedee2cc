import type { FastifyPluginAsync } from 'fastify';
import {
  fromMemberRecord,
  inquiryIdParams,
  inquirySearchQuery,
  inquiryUpdateSchema,
  memberEraseSchema,
  type InquiryMemberResponse,
} from '../../domain/api/inquiryData';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { eraseMember, exportMember } from './rights';
import { readInquiryMember, searchInquiry, updateInquiryMember } from './service';

/** SBS finds and corrects members, and answers their access and erasure requests. */
export const inquiryDataRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/sbs/search_register_aog_mog',
    {
      config: { access: { permission: 'members.inquiry' } },
      schema: { querystring: inquirySearchQuery },
    },
    async (request) => searchInquiry(app.ctx, request.query),
  );

  app.get(
    '/api/user/sbs/register_aog_mog/:id',
    {
      config: { access: { permission: 'members.inquiry' } },
      schema: { params: inquiryIdParams },
    },
    async (request): Promise<InquiryMemberResponse> => ({
      data: await readInquiryMember(app.ctx, callerOf(request), request.params.id),
    }),
  );

  app.patch(
    '/api/user/sbs/register_aog_mog/:id',
    {
      config: { access: { permission: 'members.update' } },
      schema: { params: inquiryIdParams, body: inquiryUpdateSchema },
      // Before the schema, so the `_ktp` names get every check the create call's names get;
      // the body is the schema's type only once the schema has passed it.
      preValidation: async (request) => {
        request.body = fromMemberRecord(request.body) as typeof request.body;
      },
    },
    async (request): Promise<InquiryMemberResponse> => ({
      data: await updateInquiryMember(app.ctx, callerOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/user/sbs/register_aog_mog/:id/export',
    {
      config: { access: { permission: 'members.rights' } },
      schema: { params: inquiryIdParams },
    },
    async (request, reply) => {
      const { filename, zip } = await exportMember(app.ctx, callerOf(request), request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );

  app.post(
    '/api/user/sbs/register_aog_mog/:id/anonymise',
    {
      config: { access: { permission: 'members.rights' } },
      schema: { params: inquiryIdParams, body: memberEraseSchema },
    },
    async (request): Promise<InquiryMemberResponse> => ({
      data: await eraseMember(app.ctx, callerOf(request), request.params.id, request.body),
    }),
  );
};
