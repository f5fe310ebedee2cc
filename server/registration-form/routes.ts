import type { FastifyPluginAsync } from 'fastify';
import { idDropdownQuery, registrationCreateSchema } from '../../domain/api/registrationForm';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { availableIds, createRegistration, currentFees } from './service';

/** New-member registration by a branch. */
export const registrationFormRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.post(
    '/api/user/register_aog_mog',
    {
      config: { access: { permission: 'registrations.create' } },
      schema: { body: registrationCreateSchema },
    },
    async (request, reply) => {
      const { record, flags } = await createRegistration(app.ctx, callerOf(request), request.body);
      return reply.status(201).send({ data: record, duplikat: flags });
    },
  );

  app.get(
    '/api/user/register_aog_mog/generate-id/dropdown',
    {
      config: { access: { permission: 'ids.dropdown' } },
      schema: { querystring: idDropdownQuery },
    },
    async (request) => availableIds(app.ctx, callerOf(request), request.query),
  );

  app.get(
    '/api/user/register_aog_mog/fees',
    { config: { access: { permission: 'registrations.create' } } },
    async () => currentFees(app.ctx),
  );
};
