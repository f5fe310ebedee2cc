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
import { DATA_CONSENT, WHATSAPP_CONSENT } from '../../domain/consent';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import type { Executor } from '../db/client';
import { feesOn } from '../fees/repository';
import { assertOperatingHours } from '../hours/service';
import { forbidden } from '../http/errors';
import { recordIdTaken, refuseTakenId, takeIdOrRefuse } from '../ids/take';
import { assertNikFree, contactFlags, refuseTakenNik } from '../member-duplicates/service';
import type { ContactFlags } from '../../domain/api/duplicates';
import { showPersonalData } from '../personal-data/service';
import { memberColumns, type MemberColumns } from './columns';
import { recordFormConsents } from './consent-repository';
import { toRegistrationRecord } from './record';
import {
  findBranchName,
  findRegistrationWithCreator,
  insertRegistration,
  listAvailableIds,
} from './repository';

const M = appMessages.registrationForm;

/** A CABANG account without a branch cannot register anyone. */
export const branchOf = (caller: Caller): number => {
  if (caller.branchId === null) throw forbidden(M.noBranch);
  return caller.branchId;
};

/** A WhatsApp answer as the audit log names it: the wording's version agreed to, or false. */
export const whatsappAnswer = (given: boolean): string | false => given && WHATSAPP_CONSENT.version;

/** The member's own data of a registration or upgrade form, in the table's columns. */
export type MemberData = Omit<MemberColumns, 'apakahSudahMengikutiPrivateClass'> & {
  namaLengkap: string;
};

/**
 * Checks what a form says about the member against the server's day (birth date) and the
 * region tables (422) and answers it as the table's columns; the registration writes them at
 * once, an upgrade keeps them until it is confirmed.
 */
export const memberData = async (
  tx: Executor,
  body: RegistrationCreateRequest,
  today: string,
): Promise<MemberData> => {
  await registrationCreateSchema.validateAt('tanggal_lahir', body, { context: { today } });
  // The private-class answer belongs to the type being paid for, which the caller prices.
  const { apakahSudahMengikutiPrivateClass: _answer, ...columns } = await memberColumns(tx, body);
  return { namaLengkap: body.nama_lengkap, ...columns };
};

/**
 * Registers a member of the caller's branch in one transaction: operating hours (423), the
 * member's data (422), the chosen ID taken atomically (409), the fee computed from the schedule
 * in force (a client's total is never read), the creator, the member's consent to the processing
 * of their data and their answer to WhatsApp messages, and the audit log.
 */
export const createRegistration = async (
  ctx: AppContext,
  caller: Caller,
  body: RegistrationCreateRequest,
): Promise<{ record: RegistrationRecord; flags: ContactFlags }> => {
  const branchId = branchOf(caller);
  const now = ctx.clock.now();
  const today = jakartaDay(now);
  let flags: ContactFlags = { email: [], no_wa: [] };
  const id = await ctx.db
    .transaction(async (tx) => {
      await assertOperatingHours(ctx, tx);
      const data = await memberData(tx, body, today);
      await assertNikFree(tx, body.no_ktp);
      flags = await contactFlags(tx, body);
      const type = body.jenis_pendaftaran as 'AOG' | 'MOG';
      await takeIdOrRefuse(tx, { generateId: body.no_id, branchId, type, now });

      const fees = await feesOn(tx, today);
      const privateClass = body.apakah_sudah_mengikuti_private_class ?? null;
      const biayaTotal = registrationFee(type, privateClass, fees);
      const branchName = (await findBranchName(tx, branchId)) ?? '';

      const row = await insertRegistration(tx, {
        ...data,
        jenisPendaftaran: type,
        noId: body.no_id,
        apakahSudahMengikutiPrivateClass: privateClass,
        cabangPembina: branchName,
        biayaTotal,
        persetujuanWhatsapp: body.persetujuan_whatsapp,
        branchId,
        createdBy: caller.adminId,
        createdAt: now,
        updatedAt: now,
      });
      await recordIdTaken(tx, caller, body.no_id, { register_aog_mog: row.id }, now);
      await recordFormConsents(tx, {
        registerId: row.id,
        source: 'registration',
        whatsapp: body.persetujuan_whatsapp,
        recordedBy: caller.adminId,
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
          persetujuan_data: DATA_CONSENT.version,
          persetujuan_whatsapp: whatsappAnswer(body.persetujuan_whatsapp),
          // Allowed but flagged: the branches already holding the e-mail or WhatsApp number.
          ...(flags.email.length || flags.no_wa.length ? { duplicates: flags } : {}),
        },
        at: now,
      });
      return row.id;
    })
    .catch(refuseTakenNik(ctx.db, body.no_ktp))
    .catch(refuseTakenId);
  const created = await findRegistrationWithCreator(ctx.db, id);
  if (!created) throw new Error(`registration ${id} vanished`);
  const view = { caller, screen: 'registrationAnswer' as const, memberId: id, at: now };
  const record = toRegistrationRecord(created.row, created.creator);
  return { record: await showPersonalData(ctx.db, view, record), flags };
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
