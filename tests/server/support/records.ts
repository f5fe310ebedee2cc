import { inArray, sql } from 'drizzle-orm';
import type { IdType } from '../../../domain/ids';
import { formatGeneratedId } from '../../../domain/ids';
import type { ReceiptKind, ReceiptStatus } from '../../../domain/receipts';
import type { Db } from '../../../server/db/client';
import { nikIndex } from '../../../server/personal-data/protect';
import {
  files,
  generatedIds,
  historyUpgrade,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
} from '../../../server/db/schema';

/** A new generated ID of a type, numbered from the real sequence, optionally given to a branch. */
export const insertGeneratedId = async (
  db: Db,
  type: IdType,
  branchId: number | null,
  taken = false,
): Promise<string> => {
  const result = await db.execute(sql`select nextval(${`generated_id_${type}_seq`}) as n`);
  const n = Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n);
  const id = formatGeneratedId(type, n);
  await db.insert(generatedIds).values({
    generateId: id,
    type,
    branchId,
    assignedAt: branchId ? new Date() : null,
    takenAt: taken ? new Date() : null,
  });
  return id;
};

let niks = 0;

/** A NIK no other member of the test's database has: NIKs are unique (issue 17). */
export const nextNik = (): string => `32730117059${String(++niks).padStart(5, '0')}`;

/** A complete, valid registration of a branch; override what the test is about. */
export const insertMember = async (
  db: Db,
  values: {
    branchId: number;
    createdBy: number;
    type?: 'AOG' | 'MOG';
    createdAt?: Date;
    receiptId?: number | null;
    namaLengkap?: string;
    noWa?: string;
    noWaPereferal?: string;
    noKtp?: string;
    /** Consenting to WhatsApp messages unless told otherwise. */
    persetujuanWhatsapp?: boolean;
    noIdPereferal?: string;
  },
): Promise<{ id: number; noId: string }> => {
  const type = values.type ?? 'MOG';
  const noKtp = values.noKtp ?? nextNik();
  const noId = await insertGeneratedId(db, type === 'AOG' ? 'aog' : 'mog', values.branchId, true);
  const [row] = await db
    .insert(registerAogMog)
    .values({
      namaLengkap: values.namaLengkap ?? 'Budi Santoso',
      persetujuanWhatsapp: values.persetujuanWhatsapp ?? true,
      jenisPendaftaran: type,
      noId,
      tempatLahir: 'Bandung',
      tanggalLahir: '1990-05-17',
      jenisKelamin: 'Laki-laki',
      noKtp,
      noKtpIndex: nikIndex(noKtp),
      email: 'budi.santoso@contoh.id',
      noWa: values.noWa ?? '+6281234567890',
      nomorRekening: '1234567890',
      namaBank: 'BCA',
      pendidikanTerakhir: 'S1',
      statusPernikahan: 'Menikah',
      pekerjaan: 'Wiraswasta',
      statusKepemilikanRumah: 'Milik Sendiri',
      kepemilikanNpwp: 'Tidak',
      apakahSudahMengikutiPrivateClass: type === 'AOG' ? 'sudah' : null,
      apakahAnggotaKoperasi: 'Tidak',
      agama: 'Islam',
      alamatKtp: 'Jl. Merdeka No. 10',
      kodePosKtp: '40111',
      checked: true,
      cabangPembina: 'Cabang Uji',
      namaPereferal: 'Ani Wijaya',
      noIdPereferal: values.noIdPereferal ?? 'AOG0000001',
      statusPereferal: 'aog',
      noRekPereferal: '9876543210',
      namaBankPereferal: 'BRI',
      noWaPereferal: values.noWaPereferal ?? '+6281298765432',
      biayaTotal: type === 'AOG' ? 2_900_000 : 420_000,
      branchId: values.branchId,
      receiptId: values.receiptId ?? null,
      createdBy: values.createdBy,
      createdAt: values.createdAt ?? new Date(),
    })
    .returning({ id: registerAogMog.id });
  if (!row) throw new Error('member not inserted');
  return { id: row.id, noId };
};

/** An upgrade of a member to AOG, still waiting for proof unless a receipt is given. */
export const insertUpgrade = async (
  db: Db,
  values: {
    memberId: number;
    noIdLama: string;
    branchId: number;
    createdBy: number;
    createdAt?: Date;
    receiptId?: number | null;
  },
): Promise<number> => {
  const noIdBaru = await insertGeneratedId(db, 'aog', values.branchId, true);
  const [row] = await db
    .insert(historyUpgrade)
    .values({
      registerId: values.memberId,
      noIdLama: values.noIdLama,
      noIdBaru,
      jenisDaftarBaru: 'AOG',
      apakahSudahMengikutiPrivateClass: 'sudah',
      biayaUpgrade: 2_655_000,
      form: {},
      branchId: values.branchId,
      receiptId: values.receiptId ?? null,
      createdBy: values.createdBy,
      createdAt: values.createdAt ?? new Date(),
    })
    .returning({ id: historyUpgrade.id });
  if (!row) throw new Error('upgrade not inserted');
  return row.id;
};

let invoiceNumber = 0;

/** A receipt in a given status; the proof file row points at bytes the test does not need. */
export const insertReceipt = async (
  db: Db,
  values: {
    kind?: ReceiptKind;
    status: ReceiptStatus;
    branchId: number;
    uploadedBy: number;
    at?: Date;
    memberIds?: number[];
    upgradeIds?: number[];
    /** Point the rows at the receipt, as an upload does (a live receipt carries its rows). */
    link?: boolean;
  },
): Promise<number> => {
  const at = values.at ?? new Date();
  const [file] = await db
    .insert(files)
    .values({
      kind: 'proof',
      mime: 'image/png',
      size: 1,
      sha256: '0'.repeat(64),
      storageKey: 'proof/none.png',
      branchId: values.branchId,
    })
    .returning({ id: files.id });
  const [receipt] = await db
    .insert(paymentReceipts)
    .values({
      kind: values.kind ?? 'registration',
      invName: `INV/TEST/${++invoiceNumber}-${Math.random().toString(36).slice(2, 8)}`,
      status: values.status,
      countAog: 0,
      countMog: values.memberIds?.length ?? 0,
      totalBiaya: 420_000 * (values.memberIds?.length ?? 0),
      imageFileId: file!.id,
      branchId: values.branchId,
      uploadedBy: values.uploadedBy,
      createdAt: at,
      statusChangedAt: at,
    })
    .returning({ id: paymentReceipts.id });
  const receiptId = receipt!.id;
  const items = [
    ...(values.memberIds ?? []).map((registerId) => ({ receiptId, registerId, amount: 420_000 })),
    ...(values.upgradeIds ?? []).map((historyUpgradeId) => ({
      receiptId,
      historyUpgradeId,
      amount: 2_655_000,
    })),
  ];
  if (items.length) await db.insert(paymentReceiptItems).values(items);
  if (values.link && values.memberIds?.length) {
    await db
      .update(registerAogMog)
      .set({ receiptId })
      .where(inArray(registerAogMog.id, values.memberIds));
  }
  if (values.link && values.upgradeIds?.length) {
    await db
      .update(historyUpgrade)
      .set({ receiptId })
      .where(inArray(historyUpgrade.id, values.upgradeIds));
  }
  return receiptId;
};
