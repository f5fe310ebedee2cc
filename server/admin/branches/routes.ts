import {
  adminBranchCreateSchema,
  adminBranchList,
  adminBranchUpdateSchema,
  adminIdParams,
  adminIdValue,
  type AdminBranch,
  type AdminBranchCreate,
  type AdminBranchUpdate,
} from '../../../domain/api/admin';
import type { RestResource } from '../simpleRest';
import {
  createBranch,
  deactivateBranch,
  getBranch,
  listBranches,
  updateBranchRecord,
} from './service';

/** /api/admin/branches: create, rename, deactivate (DELETE); history is kept. */
export const branchResource: RestResource<AdminBranch, AdminBranchCreate, AdminBranchUpdate> = {
  name: 'branches',
  list: adminBranchList,
  idParams: adminIdParams,
  idValue: adminIdValue(),
  find: (ctx, params) => listBranches(ctx.db, params),
  get: (ctx, id) => getBranch(ctx, Number(id)),
  create: { body: adminBranchCreateSchema, run: createBranch },
  update: {
    body: adminBranchUpdateSchema,
    run: (ctx, caller, id, body) => updateBranchRecord(ctx, caller, Number(id), body),
  },
  remove: (ctx, caller, id) => deactivateBranch(ctx, caller, Number(id)),
};
