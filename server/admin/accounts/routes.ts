import type { FastifyInstance } from 'fastify';
import {
  adminAccountCreateSchema,
  adminAccountList,
  adminAccountUpdateSchema,
  adminIdParams,
  adminIdValue,
  type AdminAccount,
  type AdminAccountCreate,
  type AdminAccountUpdate,
} from '../../../domain/api/admin';
import type { MessageResponse } from '../../../domain/api/auth';
import { callerOf } from '../../auth/guard';
import type { YupTypeProvider } from '../../http/validation';
import type { RestResource } from '../simpleRest';
import {
  createAccount,
  deactivateAccount,
  getAccount,
  listAccounts,
  sendResetLink,
  updateAccountRecord,
} from './service';

/** /api/admin/accounts: staff accounts; DELETE deactivates. */
export const accountResource: RestResource<AdminAccount, AdminAccountCreate, AdminAccountUpdate> = {
  name: 'accounts',
  list: adminAccountList,
  idParams: adminIdParams,
  idValue: adminIdValue(),
  find: (ctx, params) => listAccounts(ctx.db, params),
  get: (ctx, id) => getAccount(ctx, Number(id)),
  create: { body: adminAccountCreateSchema, run: createAccount },
  update: {
    body: adminAccountUpdateSchema,
    run: (ctx, caller, id, body) => updateAccountRecord(ctx, caller, Number(id), body),
  },
  remove: (ctx, caller, id) => deactivateAccount(ctx, caller, Number(id)),
};

/** Beyond the dialect: mail an account a link to set a new password. */
export const registerAccountActions = (fastify: FastifyInstance): void => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.post(
    '/api/admin/accounts/:id/reset_link',
    { config: { access: { permission: 'admin.manage' } }, schema: { params: adminIdParams } },
    async (request): Promise<MessageResponse> =>
      sendResetLink(app.ctx, callerOf(request), request.params.id),
  );
};
