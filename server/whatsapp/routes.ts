import type { FastifyPluginAsync } from 'fastify';
import {
  outboxIdParams,
  outboxListQuery,
  templateKeyQuery,
  templateSaveSchema,
  type OutboxMessageResponse,
  type WaTemplateResponse,
  type WaTemplateSaveResponse,
} from '../../domain/api/whatsapp';
import { appMessages } from '../../i18n/app-id';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import {
  getTemplate,
  listLoggedMessages,
  resubmitTemplate,
  retryLoggedMessage,
  updateTemplate,
} from './service';

/** /setting-wa: the WhatsApp templates and the message log. */
export const whatsappRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/message/notification',
    {
      config: { access: { permission: 'templates.read' } },
      schema: { querystring: templateKeyQuery },
    },
    async (request): Promise<WaTemplateResponse> => ({
      data: await getTemplate(app.ctx, request.query),
    }),
  );

  app.post(
    '/api/user/message/notification',
    {
      config: { access: { permission: 'templates.update' } },
      schema: { body: templateSaveSchema },
    },
    async (request): Promise<WaTemplateSaveResponse> => ({
      message: appMessages.whatsapp.saved,
      data: await updateTemplate(app.ctx, callerOf(request), request.body),
    }),
  );

  app.post(
    '/api/user/message/notification/submit',
    {
      config: { access: { permission: 'templates.update' } },
      schema: { body: templateKeyQuery },
    },
    async (request): Promise<WaTemplateSaveResponse> => ({
      message: appMessages.whatsapp.templates.resubmitted,
      data: await resubmitTemplate(app.ctx, request.body),
    }),
  );

  app.get(
    '/api/user/message/outbox',
    {
      config: { access: { permission: 'outbox.read' } },
      schema: { querystring: outboxListQuery },
    },
    async (request) => listLoggedMessages(app.ctx, request.query),
  );

  app.post(
    '/api/user/message/outbox/:id/retry',
    {
      config: { access: { permission: 'outbox.retry' } },
      schema: { params: outboxIdParams },
    },
    async (request): Promise<OutboxMessageResponse> => ({
      message: appMessages.whatsapp.log.retried,
      data: await retryLoggedMessage(app.ctx, callerOf(request), request.params.id),
    }),
  );
};
