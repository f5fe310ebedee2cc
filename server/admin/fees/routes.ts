import {
  adminFeeList,
  adminFeeSchema,
  adminIdParams,
  adminIdValue,
  type AdminFee,
  type AdminFeeInput,
} from '../../../domain/api/admin';
import type { RestResource } from '../simpleRest';
import { createFee, deleteFeeRecord, findFees, getFee, updateFeeRecord } from './service';

/** /api/admin/fees: the fee schedule by effective date; only future schedules change. */
export const feeResource: RestResource<AdminFee, AdminFeeInput, AdminFeeInput> = {
  name: 'fees',
  list: adminFeeList,
  idParams: adminIdParams,
  idValue: adminIdValue(),
  find: findFees,
  get: (ctx, id) => getFee(ctx, Number(id)),
  create: { body: adminFeeSchema, run: createFee },
  update: {
    body: adminFeeSchema,
    run: (ctx, caller, id, body) => updateFeeRecord(ctx, caller, Number(id), body),
  },
  remove: (ctx, caller, id) => deleteFeeRecord(ctx, caller, Number(id)),
};
