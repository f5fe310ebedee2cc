import type { FastifyPluginAsync } from 'fastify';
import { accountResource, registerAccountActions } from './accounts/routes';
import { auditResource } from './audit/routes';
import { branchResource } from './branches/routes';
import { feeResource } from './fees/routes';
import { settingsResource } from './settings/routes';
import { registerRestResource } from './simpleRest';

/** The administration API (SBS, permission 'admin.manage'), in ra-data-simple-rest's dialect. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  registerRestResource(app, branchResource);
  registerRestResource(app, accountResource);
  registerAccountActions(app);
  registerRestResource(app, settingsResource);
  registerRestResource(app, feeResource);
  registerRestResource(app, auditResource);
};
