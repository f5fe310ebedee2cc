import type {
  UpgradeCreateRequest,
  UpgradeListResponse,
  UpgradeMemberResponse,
  UpgradeResponse,
  UpgradeSearchQuery,
  UpgradeSearchResponse,
} from '../../domain/api/upgrade';
import { UPGRADE_CANDIDATES_PER_PAGE } from '../../domain/lists';
import { jakartaDay } from '../../domain/dates';
import { upgradeFee } from '../../domain/fees';
import { DATA_CONSENT } from '../../domain/consent';
import { recordFormConsents } from '../registration-form/consent-repository';
import { keepUnchangedMasks } from '../../domain/personalData';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import { feesOn } from '../fees/repository';
import { assertOperatingHours } from '../hours/service';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { OnConfirmed } from '../receipts/review/service';
import { toUpgradeRow } from '../receipts/repository';
import { toRegistrationRecord } from '../registration-form/record';
import { findRegistrationWithCreator } from '../registration-form/repository';
import { assertNikFree, refuseTakenNik } from '../member-duplicates/service';
import { showPersonalData } from '../personal-data/service';
import { recordIdTaken, refuseTakenId, takeIdOrRefuse } from '../ids/take';
import { branchOf, memberData, whatsappAnswer } from '../registration-form/service';
import {
  applyUpgrade,
  fromForm,
  hasPendingUpgrade,
  insertUpgrade,
  listUpgradesNeedingProof,
  lockMember,
  searchCandidates,
  toForm,
  upgradesOfReceipt,
} from './repository';

const M = appMessages.upgrade.errors;

export const searchUpgradeCandidates = async (
  ctx: AppContext,
  caller: Caller,
  query: UpgradeSearchQuery,
): Promise<UpgradeSearchResponse> =>
  searchCandidates(ctx.db, branchOf(caller), query, UPGRADE_CANDIDATES_PER_PAGE);

export const upgradesNeedingProof = async (
  ctx: AppContext,
  caller: Caller,
): Promise<UpgradeListResponse> => ({
  registerList: await listUpgradesNeedingProof(ctx.db, branchOf(caller)),
});

/** The member the upgrade form starts from: only one of the caller's branch (else 404). */
export const readUpgradeMember = async (
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<UpgradeMemberResponse['data']> => {
  const found = await findRegistrationWithCreator(ctx.db, id);
  if (!found || found.row.branchId !== branchOf(caller)) throw notFound();
  const view = { caller, screen: 'upgradeForm' as const, memberId: id, at: ctx.clock.now() };
  return {
    ...(await showPersonalData(ctx.db, view, toRegistrationRecord(found.row, found.creator))),
    can_upgrade:
      found.row.jenisPendaftaran === 'MOG' &&
      !found.row.anonymisedAt &&
      !(await hasPendingUpgrade(ctx.db, id)),
  };
};

/**
 * Which member an upgrade call is for: PATCH names it by id (the form opened from its row),
 * POST by the old ID typed into the form. Either way only a member of the caller's branch.
 */
export type UpgradeTarget = { id: number } | { noId: string };

/**
 * Upgrades a member of the caller's branch in one transaction: operating hours (423), the
 * member locked (so of parallel upgrades exactly one passes), a MOG with no upgrade in progress
 * (409), the form's data (422), the new ID taken atomically (409), the fee from the schedule in
 * force, the member's consent and the audit log. The member itself changes only when the upgrade's receipt is
 * confirmed; until then the submitted data waits in the upgrade's `form`. `biaya_total` is 0
 * for POST and the total for PATCH, as the contract gives the two calls.
 */
export const createUpgrade = async (
  ctx: AppContext,
  caller: Caller,
  target: UpgradeTarget,
  sent: UpgradeCreateRequest,
): Promise<UpgradeResponse['data']> => {
  const branchId = branchOf(caller);
  const now = ctx.clock.now();
  const today = jakartaDay(now);
  return ctx.db
    .transaction(async (tx) => {
      await assertOperatingHours(ctx, tx);
      const member = await lockMember(
        tx,
        branchId,
        'id' in target ? target : { noId: sent.no_id_lama },
      );
      if (!member) {
        throw 'id' in target
          ? notFound()
          : unprocessable({ no_id_lama: [M.memberNotFound] }, M.memberNotFound);
      }
      if (member.noId !== sent.no_id_lama) {
        throw unprocessable({ no_id_lama: [M.oldIdMismatch] }, M.oldIdMismatch);
      }
      if (member.jenisPendaftaran !== 'MOG') throw conflict(M.notMog);
      if (member.anonymisedAt) throw conflict(appMessages.consent.rights.alreadyErased);
      if (await hasPendingUpgrade(tx, member.id)) throw conflict(M.pending);
      // The form showed the member's numbers masked: sent back as shown, they stay as stored.
      const body = keepUnchangedMasks(sent, {
        no_ktp: member.noKtp,
        nomor_rekening: member.nomorRekening,
        no_rek_pereferal: member.noRekPereferal,
      });

      const data = await memberData(tx, body, today);
      await assertNikFree(tx, body.no_ktp, member.id);
      const type = body.jenis_pendaftaran as 'AOG' | 'MOG';
      await takeIdOrRefuse(tx, { generateId: body.no_id, branchId, type, now });
      const fees = await feesOn(tx, today);
      const privateClass = body.apakah_sudah_mengikuti_private_class ?? null;
      const biayaUpgrade = upgradeFee(type, privateClass, fees);
      const biayaTotal = 'id' in target ? biayaUpgrade : 0;

      const upgrade = await insertUpgrade(tx, {
        registerId: member.id,
        noIdLama: member.noId,
        noIdBaru: body.no_id,
        jenisDaftarLama: 'mog',
        jenisDaftarBaru: type,
        apakahSudahMengikutiPrivateClass: privateClass,
        biayaUpgrade,
        form: {
          ...toForm(data),
          no_id_lama: member.noId,
          biaya_upgrade: biayaUpgrade,
          biaya_total: biayaTotal,
        },
        branchId,
        createdBy: caller.adminId,
        createdAt: now,
        updatedAt: now,
      });
      await recordIdTaken(tx, caller, body.no_id, { history_upgrade: upgrade.id }, now);
      // The WhatsApp answer counts now; unlike the member's data it does not wait for the payment.
      await recordFormConsents(tx, {
        registerId: member.id,
        source: 'upgrade',
        whatsapp: body.persetujuan_whatsapp,
        recordedBy: caller.adminId,
        at: now,
      });
      await recordAudit(tx, {
        adminId: caller.adminId,
        action: 'upgrade.create',
        entity: 'history_upgrade',
        entityId: upgrade.id,
        changes: {
          register_aog_mog: member.id,
          no_id_lama: member.noId,
          no_id_baru: body.no_id,
          jenis_daftar_baru: type,
          apakah_sudah_mengikuti_private_class: privateClass,
          biaya_upgrade: biayaUpgrade,
          persetujuan_data: DATA_CONSENT.version,
          persetujuan_whatsapp: whatsappAnswer(body.persetujuan_whatsapp),
        },
        at: now,
      });
      return { ...toUpgradeRow(upgrade, member), biaya_total: biayaTotal };
    })
    .catch(refuseTakenId);
};

/**
 * What confirming an upgrade receipt does (the review's `onConfirmed`): each member switches to
 * its new type, new ID and submitted data, in the decision's transaction, and the switch is
 * dated in `history_upgrade` and written to the audit log.
 */
export const confirmUpgrades: OnConfirmed = async (tx, { receiptId, adminId, now }) => {
  for (const upgrade of await upgradesOfReceipt(tx, receiptId)) {
    // The NIK was free when the upgrade was asked for; a registration may have taken it since.
    // The check names the holder; the savepoint lets a race the index decides name it too.
    const nik = fromForm(upgrade.form).noKtp ?? '';
    await assertNikFree(tx, nik, upgrade.registerId);
    await tx
      .transaction((savepoint) => applyUpgrade(savepoint, upgrade, now))
      .catch(refuseTakenNik(tx, nik));
    await recordAudit(tx, {
      adminId,
      action: 'upgrade.confirm',
      entity: 'register_aog_mog',
      entityId: upgrade.registerId,
      changes: {
        history_upgrade: upgrade.id,
        receipt: receiptId,
        jenis_pendaftaran: { from: 'MOG', to: upgrade.jenisDaftarBaru },
        no_id: { from: upgrade.noIdLama, to: upgrade.noIdBaru },
      },
      at: now,
    });
  }
};
