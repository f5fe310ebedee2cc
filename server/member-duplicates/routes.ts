import type { FastifyPluginAsync } from 'fastify';
import { memberLookupQuery, type MemberLookupResponse } from '../../domain/api/duplicates';
import type { YupTypeProvider } from '../http/validation';
import { lookupMember } from './service';

/** The registration form's warning before submit (issue 17), for the staff who register. */
export const memberDuplicateRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/register_aog_mog/duplicates',
    {
      config: { access: { permission: 'registrations.create' } },
      schema: { querystring: memberLookupQuery },
    },
    async (request): Promise<MemberLookupResponse> => ({
      data: await lookupMember(app.ctx.db, request.query),
    }),
  );
};
