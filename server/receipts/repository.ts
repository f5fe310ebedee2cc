import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Paged } from '../../domain/api/common';
import type {
  ReceiptDetail,
  ReceiptSummary,
  RegistrationRow,
  UpgradeRow,
} from '../../domain/api/receipts';
import { jakartaDayRange } from '../../domain/dates';
import type { ReceiptKind, ReceiptStatus } from '../../domain/receipts';
import type { Executor } from '../db/client';
import {
  branches,
  historyUpgrade,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
} from '../db/schema';
import { fileUrl } from '../files/service';

/**
 * Reads of payment receipts shared by the branch screens (payment history) and the central ones
 * (payment receipt review). Writes live with the feature that makes them.
 */

type ReceiptRow = typeof paymentReceipts.$inferSelect & { branchName: string };

const toSummary = (row: ReceiptRow): ReceiptSummary => ({
  id: row.id,
  kind: row.kind as ReceiptKind,
  inv_name: row.invName,
  status: row.status as ReceiptStatus,
  count_aog: row.countAog,
  count_mog: row.countMog,
  total_biaya: row.totalBiaya,
  created_at: row.createdAt.toISOString(),
  status_changed_at: row.statusChangedAt.toISOString(),
  image: fileUrl(row.imageFileId) ?? '',
  branch: { id: row.branchId, name: row.branchName },
});

/** The member's columns a RegistrationRow shows: a list selects these, not the whole member. */
export const registrationRowColumns = {
  id: registerAogMog.id,
  createdAt: registerAogMog.createdAt,
  namaLengkap: registerAogMog.namaLengkap,
  jenisPendaftaran: registerAogMog.jenisPendaftaran,
  noId: registerAogMog.noId,
  cabangPembina: registerAogMog.cabangPembina,
  namaPereferal: registerAogMog.namaPereferal,
  apakahSudahMengikutiPrivateClass: registerAogMog.apakahSudahMengikutiPrivateClass,
  biayaTotal: registerAogMog.biayaTotal,
};

export const toRegistrationRow = (
  row: Pick<typeof registerAogMog.$inferSelect, keyof typeof registrationRowColumns>,
): RegistrationRow => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  nama_lengkap: row.namaLengkap,
  jenis_pendaftaran: row.jenisPendaftaran as 'AOG' | 'MOG',
  no_id: row.noId,
  cabang_pembina: row.cabangPembina,
  nama_pereferal: row.namaPereferal,
  apakah_sudah_mengikuti_private_class: row.apakahSudahMengikutiPrivateClass,
  biaya_total: row.biayaTotal,
});

export const toUpgradeRow = (
  upgrade: typeof historyUpgrade.$inferSelect,
  member: typeof registerAogMog.$inferSelect,
): UpgradeRow => ({
  id: upgrade.id,
  created_at: upgrade.createdAt.toISOString(),
  register_aog_mog: {
    id: member.id,
    nama_lengkap: member.namaLengkap,
    cabang_pembina: member.cabangPembina,
    nama_pereferal: member.namaPereferal,
  },
  jenis_daftar_lama: upgrade.jenisDaftarLama,
  jenis_daftar_baru: upgrade.jenisDaftarBaru,
  no_id_lama: upgrade.noIdLama,
  no_id_baru: upgrade.noIdBaru,
  apakah_sudah_mengikuti_private_class: upgrade.apakahSudahMengikutiPrivateClass,
  biaya_upgrade: upgrade.biayaUpgrade,
});

export interface ReceiptFilter {
  kind: ReceiptKind;
  /** Empty or absent: every status. */
  status?: ReceiptStatus | '';
  /** Absent: every branch (central staff). */
  branchId?: number;
  /** Upload day in Jakarta, 'YYYY-MM-DD'. */
  day?: string;
  page: number;
  perPage: number;
}

/** Newest upload first, paged as ARCHITECTURE.md section 4 shapes lists. */
export const listReceipts = async (
  db: Executor,
  filter: ReceiptFilter,
): Promise<Paged<ReceiptSummary>> => {
  const range = filter.day ? jakartaDayRange(filter.day, filter.day) : undefined;
  const where: SQL | undefined = and(
    eq(paymentReceipts.kind, filter.kind),
    filter.status ? eq(paymentReceipts.status, filter.status) : undefined,
    filter.branchId === undefined ? undefined : eq(paymentReceipts.branchId, filter.branchId),
    range ? gte(paymentReceipts.createdAt, range.start) : undefined,
    range ? lt(paymentReceipts.createdAt, range.end) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(paymentReceipts).where(where);
  const rows = await db
    .select({ receipt: paymentReceipts, branchName: branches.name })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .where(where)
    .orderBy(desc(paymentReceipts.createdAt), desc(paymentReceipts.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const n = total?.n ?? 0;
  return {
    data: rows.map(({ receipt, branchName }) => toSummary({ ...receipt, branchName })),
    current_page: filter.page,
    per_page: filter.perPage,
    total: n,
    from: rows.length ? (filter.page - 1) * filter.perPage + 1 : null,
    last_page: Math.max(1, Math.ceil(n / filter.perPage)),
  };
};

/** One receipt of a kind with all its rows, newest row first; undefined when there is none. */
export const findReceiptDetail = async (
  db: Executor,
  kind: ReceiptKind,
  id: number,
): Promise<ReceiptDetail | undefined> => {
  const [row] = await db
    .select({ receipt: paymentReceipts, branchName: branches.name })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .where(and(eq(paymentReceipts.id, id), eq(paymentReceipts.kind, kind)));
  if (!row) return undefined;
  const summary = toSummary({ ...row.receipt, branchName: row.branchName });
  if (kind === 'upgrade') {
    const items = await db
      .select({ upgrade: historyUpgrade, member: registerAogMog })
      .from(paymentReceiptItems)
      .innerJoin(historyUpgrade, eq(historyUpgrade.id, paymentReceiptItems.historyUpgradeId))
      .innerJoin(registerAogMog, eq(registerAogMog.id, historyUpgrade.registerId))
      .where(eq(paymentReceiptItems.receiptId, id))
      .orderBy(desc(historyUpgrade.createdAt), desc(historyUpgrade.id));
    return {
      ...summary,
      register_aog_mog: [],
      history_upgrade: items.map((i) => toUpgradeRow(i.upgrade, i.member)),
    };
  }
  const items = await db
    .select({ member: registerAogMog })
    .from(paymentReceiptItems)
    .innerJoin(registerAogMog, eq(registerAogMog.id, paymentReceiptItems.registerId))
    .where(eq(paymentReceiptItems.receiptId, id))
    .orderBy(desc(registerAogMog.createdAt), desc(registerAogMog.id));
  return {
    ...summary,
    register_aog_mog: items.map((i) => toRegistrationRow(i.member)),
    history_upgrade: [],
  };
};
