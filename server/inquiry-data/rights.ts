import { strToU8, zipSync } from 'fflate';
import type { InquiryMember, MemberEraseRequest, MemberExport } from '../../domain/api/inquiryData';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import { conflict, unprocessable } from '../http/errors';
import { extensionFor, type ImageMime } from '../files/images';
import { withFiles } from '../files/service';
import type { MemberColumns } from '../registration-form/columns';
import { toForm } from '../upgrade/repository';
import { lockMemberRow } from './repository';
import {
  anonymiseMemberRow,
  auditOfMember,
  receiptsOfMember,
  replaceAuditChanges,
  replaceUpgradeForm,
  upgradesOfMember,
} from './rights-repository';
import { readMember } from './service';

const R = appMessages.consent.rights;

export const MEMBER_EXPORT = 'member.export';
export const MEMBER_ANONYMISE = 'member.anonymise';

/**
 * What an erased member holds instead of the person: name, birth, NIK, contacts, bank account,
 * tax number, alumni ID, both addresses and the parcel address. What describes no one on its own
 * (type, ID, fees, education, the referrer's own data) stays, with the financial records.
 */
export const ERASED: Partial<MemberColumns> & { namaLengkap: string } = {
  namaLengkap: appMessages.consent.erasedName,
  tempatLahir: '',
  tanggalLahir: null,
  noKtp: '',
  // The keyed hash would still tell whether a given NIK was ever a member.
  noKtpIndex: null,
  email: '',
  noWa: '',
  nomorRekening: '',
  namaBank: '',
  noNpwp: null,
  idAlumni: null,
  alamatKtp: '',
  provinsiKtp: null,
  kotaKtp: null,
  kecamatanKtp: null,
  kelurahanKtp: null,
  kodePosKtp: '',
  idProvinsiKtp: null,
  idKotaKtp: null,
  idKecamatanKtp: null,
  idKelurahanKtp: null,
  alamatDomisili: null,
  provinsiDomisili: null,
  kotaDomisili: null,
  kecamatanDomisili: null,
  kelurahanDomisili: null,
  kodePosDomisili: null,
  idProvinsiDomisili: null,
  idKotaDomisili: null,
  idKecamatanDomisili: null,
  idKelurahanDomisili: null,
  pengirimanPaket: null,
};

/**
 * The erased fields under their stored (and API) names, as audit entries and forms use them;
 * made when used, since a form's NIK is sealed with the keyring the start installs.
 */
const erasedForm = () => toForm(ERASED as never);
let erasedNames: Set<string> | undefined;
const isErased = (name: string) => (erasedNames ??= new Set(Object.keys(erasedForm()))).has(name);

/** An audit entry's values with the erased fields' values (at any depth) set to null. */
export const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, isErased(key) ? null : redact(inner)]),
  );
};

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Everything held about one member as a zip: `anggota.json` (the member, its consents, upgrades,
 * receipts and audit trail) and the proof images still stored. The export itself is audited.
 */
export const exportMember = async (
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<{ filename: string; zip: Uint8Array }> => {
  const now = ctx.clock.now();
  const { member, upgrades, receipts, audit } = await ctx.db.transaction(async (tx) => {
    const member: InquiryMember = await readMember(tx, id);
    const upgrades = await upgradesOfMember(tx, id);
    const upgradeIds = upgrades.map((upgrade) => upgrade.id);
    return {
      member,
      upgrades,
      receipts: await receiptsOfMember(tx, id, upgradeIds),
      audit: await auditOfMember(tx, id, upgradeIds),
    };
  });

  const images: Record<string, Uint8Array> = {};
  const kwitansi: MemberExport['kwitansi'] = [];
  for (const receipt of receipts) {
    let bukti: string | null = null;
    if (!receipt.purgedAt) {
      bukti = `bukti/${receipt.invName}.${extensionFor(receipt.mime as ImageMime)}`;
      images[bukti] = await ctx.files.get(receipt.storageKey);
    }
    kwitansi.push({
      id: receipt.id,
      inv_name: receipt.invName,
      jenis: receipt.kind,
      status: receipt.status,
      nominal_anggota: receipt.amount,
      total_biaya: receipt.totalBiaya,
      dibuat_pada: receipt.createdAt.toISOString(),
      status_berubah_pada: receipt.statusChangedAt.toISOString(),
      bukti,
    });
  }
  const document: MemberExport = {
    dibuat_pada: now.toISOString(),
    anggota: member,
    upgrade: upgrades.map((upgrade) => ({
      id: upgrade.id,
      no_id_lama: upgrade.noIdLama,
      no_id_baru: upgrade.noIdBaru,
      jenis_daftar_baru: upgrade.jenisDaftarBaru,
      biaya_upgrade: upgrade.biayaUpgrade,
      data_form: upgrade.form,
      dibuat_pada: upgrade.createdAt.toISOString(),
      tanggal_upgrade: iso(upgrade.tanggalUpgrade),
    })),
    kwitansi,
    audit: audit.map((entry) => ({
      aksi: entry.action,
      entitas: entry.entity,
      id_entitas: entry.entityId,
      perubahan: entry.changes,
      waktu: entry.at.toISOString(),
      oleh: entry.by,
    })),
  };
  const zip = zipSync({
    'anggota.json': strToU8(JSON.stringify(document, null, 2)),
    ...images,
  });
  await recordAudit(ctx.db, {
    adminId: caller.adminId,
    action: MEMBER_EXPORT,
    entity: 'register_aog_mog',
    entityId: id,
    changes: { kwitansi: kwitansi.length, bukti: Object.keys(images).length },
    at: now,
  });
  return { filename: `data-anggota-${member.no_id}.zip`, zip };
};

/**
 * An erasure request in one transaction: the member's ID typed back (422), not erased before
 * (409); the person's identifiers replaced in the member, in its upgrades' data and in its audit
 * entries; the proofs of receipts that are the member's alone purged (their bytes deleted once
 * committed). Receipts, amounts, dates, type and ID stay, as the financial records must.
 */
export const eraseMember = async (
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: MemberEraseRequest,
): Promise<InquiryMember> => {
  const now = ctx.clock.now();
  return withFiles(ctx.db, ctx.files, async (tx, files) => {
    await lockMemberRow(tx, id);
    const before = await readMember(tx, id);
    if (before.anonymised_at) throw conflict(R.alreadyErased);
    if (body.no_id !== before.no_id)
      throw unprocessable({ no_id: [R.noIdMismatch] }, R.noIdMismatch);

    const upgrades = await upgradesOfMember(tx, id);
    const upgradeIds = upgrades.map((upgrade) => upgrade.id);
    const receipts = await receiptsOfMember(tx, id, upgradeIds);
    const audit = await auditOfMember(tx, id, upgradeIds);

    await anonymiseMemberRow(tx, id, ERASED, now);
    for (const upgrade of upgrades) {
      await replaceUpgradeForm(tx, upgrade.id, { ...(upgrade.form as object), ...erasedForm() });
    }
    for (const entry of audit) await replaceAuditChanges(tx, entry.id, redact(entry.changes));
    const purged: string[] = [];
    for (const receipt of receipts) {
      if (receipt.alone && (await files.purge(receipt.imageFileId, now))) {
        purged.push(receipt.invName);
      }
    }
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: MEMBER_ANONYMISE,
      entity: 'register_aog_mog',
      entityId: id,
      changes: {
        no_id: before.no_id,
        bukti_dihapus: purged,
        kwitansi_disimpan: receipts.map((receipt) => receipt.invName),
      },
      at: now,
    });
    return readMember(tx, id);
  });
};
