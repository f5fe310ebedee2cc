import type {
  FeesResponse,
  IdDropdownQuery,
  IdDropdownResponse,
  RegistrationCreateRequest,
  RegistrationRecord,
} from '../../domain/api/registrationForm';
import { registrationCreateSchema } from '../../domain/api/registrationForm';
import { jakartaDay } from '../../domain/dates';
import { registrationFee, upgradeFee } from '../../domain/fees';
import type { IdType } from '../../domain/ids';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import { isUniqueViolation } from '../db/errors';
import { feesOn } from '../fees/repository';
import { assertOperatingHours } from '../hours/service';
import { conflict, forbidden } from '../http/errors';
import { memberColumns } from './columns';
import { toRegistrationRecord } from './record';
import {
  findBranchName,
  findRegistrationWithCreator,
  insertRegistration,
  listAvailableIds,
  takeGeneratedId,
} from './repository';

const M = appMessages.registrationForm;

/** A CABANG account without a branch cannot register anyone. */
const branchOf = (caller: Caller): number => {
  if (caller.branchId === null) throw forbidden(M.noBranch);
  return caller.branchId;
};

/**
 * Registers a member of the caller's branch in one transaction: operating hours (423), the
 * birth date against the server's day and the chosen regions (422), the chosen ID taken
 * atomically (409), the fee computed from the schedule in force (a client's total is never
 * read), the creator and the audit log.
 */
export const createRegistration = async (
  ctx: AppContext,
  caller: Caller,
  body: RegistrationCreateRequest,
): Promise<RegistrationRecord> => {
  const branchId = branchOf(caller);
  const now = ctx.clock.now();
  const today = jakartaDay(now);
  const id = await ctx.db
    .transaction(async (tx) => {
      await assertOperatingHours(ctx, tx);
      await registrationCreateSchema.validateAt('tanggal_lahir', body, { context: { today } });

      const columns = await memberColumns(tx, body);

      const type = body.jenis_pendaftaran as 'AOG' | 'MOG';
      const idType = type.toLowerCase() as IdType;
      if (!(await takeGeneratedId(tx, { generateId: body.no_id, branchId, type: idType, now }))) {
        throw conflict(M.idTaken, { no_id: [M.idTaken] });
      }

      const fees = await feesOn(tx, today);
      const privateClass = body.apakah_sudah_mengikuti_private_class ?? null;
      const biayaTotal = registrationFee(type, privateClass, fees);
      const branchName = (await findBranchName(tx, branchId)) ?? '';

      const row = await insertRegistration(tx, {
        namaLengkap: body.nama_lengkap,
        jenisPendaftaran: type,
        noId: body.no_id,
        ...columns,
        cabangPembina: branchName,
        biayaTotal,
        branchId,
        createdBy: caller.adminId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        adminId: caller.adminId,
        action: 'id.take',
        entity: 'generated_id',
        entityId: body.no_id,
        changes: { register_aog_mog: row.id },
        at: now,
      });
      await recordAudit(tx, {
        adminId: caller.adminId,
        action: 'registration.create',
        entity: 'register_aog_mog',
        entityId: row.id,
        changes: {
          nama_lengkap: row.namaLengkap,
          jenis_pendaftaran: row.jenisPendaftaran,
          no_id: row.noId,
          apakah_sudah_mengikuti_private_class: privateClass,
          biaya_total: biayaTotal,
          branch_id: branchId,
        },
        at: now,
      });
      return row.id;
    })
    .catch((error: unknown) => {
      // The unique index on no_id backs the conditional update: an ID is one member's.
      if (isUniqueViolation(error)) throw conflict(M.idTaken, { no_id: [M.idTaken] });
      throw error;
    });
  const created = await findRegistrationWithCreator(ctx.db, id);
  if (!created) throw new Error(`registration ${id} vanished`);
  return toRegistrationRecord(created.row, created.creator);
};

/** The ID picker: the caller's branch's IDs of a type that no member has taken. */
export const availableIds = async (
  ctx: AppContext,
  caller: Caller,
  query: IdDropdownQuery,
): Promise<IdDropdownResponse> => ({
  data: await listAvailableIds(ctx.db, {
    branchId: branchOf(caller),
    type: query.type,
    keyword: query.keyword,
    limit: query.limit,
  }),
});

/** The fee schedule in force on the server's Jakarta day. */
export const currentFees = async (ctx: AppContext): Promise<FeesResponse> => {
  const today = jakartaDay(ctx.clock.now());
  const fees = await feesOn(ctx.db, today);
  return {
    data: {
      biaya_daftar_aog: registrationFee('AOG', 'sudah', fees),
      biaya_daftar_mog: registrationFee('MOG', null, fees),
      biaya_private_class: fees.privateClass,
      biaya_aog_upgrade: upgradeFee('AOG', 'sudah', fees),
      biaya_mog_upgrade: upgradeFee('MOG', null, fees),
      tanggal: today,
    },
  };
};
