import type {
  InquiryMember,
  InquirySearchQuery,
  InquirySearchResponse,
  InquiryUpdateRequest,
} from '../../domain/api/inquiryData';
import { inquiryUpdateSchema } from '../../domain/api/inquiryData';
import { INQUIRY_PER_PAGE } from '../../domain/lists';
import type { RegistrationRecord } from '../../domain/api/registrationForm';
import { jakartaDay } from '../../domain/dates';
import { keepUnchangedMasks, maskPersonalFields } from '../../domain/personalData';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import type { Executor } from '../db/client';
import { assertOperatingHours } from '../hours/service';
import { conflict, notFound, stale, unprocessable, type FieldErrors } from '../http/errors';
import { assertNikFree, refuseTakenNik } from '../member-duplicates/service';
import { showPersonalData } from '../personal-data/service';
import { memberColumns } from '../registration-form/columns';
import { consentsOf, recordConsent } from '../registration-form/consent-repository';
import { toRegistrationRecord } from '../registration-form/record';
import { findRegistrationWithCreator } from '../registration-form/repository';
import {
  confirmedUpgrades,
  lockMemberRow,
  MEMBER_UPDATE,
  memberHistory,
  searchMembers,
  updateMemberIfVersion,
} from './repository';

const M = appMessages.inquiry;

/** The fields a registration fixes for good: the inquiry may not change them. */
const IMMUTABLE = ['jenis_pendaftaran', 'no_id', 'nama_lengkap'] as const;

/** Fields of the record that describe the row rather than the member's answers. */
const NOT_ANSWERS = new Set(['id', 'name_user', 'created_at', 'tanggal_pendaftaran']);

export const searchInquiry = (
  ctx: AppContext,
  query: InquirySearchQuery,
): Promise<InquirySearchResponse> =>
  searchMembers(ctx.db, {
    name: query.nama_lengkap,
    noId: query.no_id,
    page: query.page,
    perPage: INQUIRY_PER_PAGE,
  });

export const readMember = async (db: Executor, id: number): Promise<InquiryMember> => {
  const found = await findRegistrationWithCreator(db, id);
  if (!found) throw notFound();
  // One after the other: `db` may be a transaction, one connection running one query at a time.
  const history = await memberHistory(db, id);
  const upgrades = await confirmedUpgrades(db, id);
  const consents = await consentsOf(db, id);
  const whatsappAnswers = await consentsOf(db, id, 'whatsapp');
  const last = history[0];
  return {
    ...toRegistrationRecord(found.row, found.creator),
    version: found.row.version,
    persetujuan_data: consents,
    riwayat_persetujuan_whatsapp: whatsappAnswers,
    anonymised_at: found.row.anonymisedAt?.toISOString() ?? null,
    log_update_register_aog_mog_last: last
      ? { name_editor: last.name_editor, updated_at: last.updated_at }
      : null,
    history,
    history_upgrade: upgrades,
  };
};

/** The member on SBS's detail and edit screen: personal data in full there, and the view audited. */
const showMember = async (db: Executor, caller: Caller, id: number, at: Date) =>
  showPersonalData(
    db,
    { caller, screen: 'memberDetail', memberId: id, at },
    await readMember(db, id),
  );

/** The member as it now is, for a refused save: masked, as nobody asked to see it. */
const staleMember = async (db: Executor, id: number) =>
  stale(M.stale, maskPersonalFields(await readMember(db, id)));

export const readInquiryMember = (
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<InquiryMember> => showMember(ctx.db, caller, id, ctx.clock.now());

/**
 * Each answer that differs, from what to what, in the API's field names; personal data masked,
 * so the audit log and the history never hold a whole NIK or account number.
 */
const changedFields = (before: RegistrationRecord, after: RegistrationRecord) => {
  const fields: Record<string, { from: unknown; to: unknown }> = {};
  const [shownBefore, shownAfter] = [before, after].map(maskPersonalFields);
  for (const key of Object.keys(after) as (keyof RegistrationRecord)[]) {
    if (NOT_ANSWERS.has(key) || before[key] === after[key]) continue;
    fields[key] = { from: shownBefore![key], to: shownAfter![key] };
  }
  return fields;
};

/**
 * Corrects a member in one transaction: operating hours (423), the registration's rules with
 * the server's day (422), type, ID and name unchanged (422), the version read, when given,
 * still current (409 with the member as it now is; without one the last save wins), then the
 * change and its audit row with every field's before and after; a changed answer to WhatsApp
 * messages (a withdrawal too) is also recorded as a consent entry. Saves of one member take turns
 * on its row. A save that changes nothing writes nothing.
 */
export const updateInquiryMember = async (
  ctx: AppContext,
  caller: Caller,
  id: number,
  sent: InquiryUpdateRequest,
): Promise<InquiryMember> => {
  const now = ctx.clock.now();
  let body = sent;
  const update = ctx.db.transaction(async (tx) => {
    await assertOperatingHours(ctx, tx);
    await inquiryUpdateSchema.validateAt('tanggal_lahir', body, {
      context: { today: jakartaDay(now) },
    });
    await lockMemberRow(tx, id);
    const found = await findRegistrationWithCreator(tx, id);
    if (!found) throw notFound();
    // An erased person is not written back through a correction.
    if (found.row.anonymisedAt) throw conflict(appMessages.consent.rights.alreadyErased);
    const before = toRegistrationRecord(found.row, found.creator);
    body = keepUnchangedMasks(sent, before);
    const errors: FieldErrors = {};
    for (const field of IMMUTABLE) {
      if (body[field] !== before[field]) errors[field] = [M.immutable];
    }
    if (Object.keys(errors).length) throw unprocessable(errors);
    const version = body.version ?? found.row.version;
    if (found.row.version !== version) throw await staleMember(tx, id);

    const columns = {
      ...(await memberColumns(tx, body)),
      persetujuanWhatsapp: body.persetujuan_whatsapp ?? found.row.persetujuanWhatsapp,
    };
    const after = toRegistrationRecord({ ...found.row, ...columns }, found.creator);
    const fields = changedFields(before, after);
    if (!Object.keys(fields).length) return showMember(tx, caller, id, now);
    if (fields.no_ktp) {
      await assertNikFree(tx, body.no_ktp, id);
      // A holder marked by migration 0006 whose NIK is corrected joins the unique index.
      columns.nikDuplicate = false;
    }
    if (!(await updateMemberIfVersion(tx, { id, version, columns, now }))) {
      throw await staleMember(tx, id);
    }
    if (fields.persetujuan_whatsapp) {
      await recordConsent(tx, {
        registerId: id,
        source: 'inquiry',
        kind: 'whatsapp',
        given: columns.persetujuanWhatsapp,
        recordedBy: caller.adminId,
        at: now,
      });
    }
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: MEMBER_UPDATE,
      entity: 'register_aog_mog',
      entityId: id,
      changes: fields,
      at: now,
    });
    return showMember(tx, caller, id, now);
  });
  return update.catch(refuseTakenNik(ctx.db, body.no_ktp));
};
