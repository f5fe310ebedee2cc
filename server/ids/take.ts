// A registration and an upgrade each take the ID chosen on their form: the same three steps,
// in the caller's transaction.
import type { IdType } from '../../domain/ids';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { Caller } from '../context';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { conflict } from '../http/errors';
import { takeGeneratedId } from './repository';

const M = appMessages.registrationForm;

/** 409 on `no_id`: the ID is taken, or not this branch's. */
const idTaken = () => conflict(M.idTaken, { no_id: [M.idTaken] });

/** Takes the chosen ID of a type for the branch, or answers 409 on `no_id`. */
export const takeIdOrRefuse = async (
  tx: Executor,
  take: { generateId: string; branchId: number; type: 'AOG' | 'MOG'; now: Date },
): Promise<void> => {
  const type = take.type.toLowerCase() as IdType;
  if (!(await takeGeneratedId(tx, { ...take, type }))) throw idTaken();
};

/** The unique index on the ID backs the conditional take: an ID is one member's. */
export const refuseTakenId = (error: unknown): never => {
  if (isUniqueViolation(error)) throw idTaken();
  throw error;
};

/** The audit entry of a taken ID: the record that now carries it. */
export const recordIdTaken = (
  tx: Executor,
  caller: Caller,
  generateId: string,
  carrier: { register_aog_mog: number } | { history_upgrade: number },
  now: Date,
) =>
  recordAudit(tx, {
    adminId: caller.adminId,
    action: 'id.take',
    entity: 'generated_id',
    entityId: generateId,
    changes: carrier,
    at: now,
  });
