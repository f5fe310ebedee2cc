import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Paged } from '../../domain/api/common';
import type { ReceiptDuplicate } from '../../domain/api/duplicates';
import type {
  ReceiptDetail,
  ReceiptSummary,
  RegistrationRow,
  UpgradeRow,
} from '../../domain/api/receipts';
import { jakartaDayRange } from '../../domain/dates';
import type { ReceiptKind, ReceiptStatus } from '../../domain/receipts';
import type { Executor } from '../db/client';
import { keptTotal, pageStart, type PageStart } from '../db/keptTotals';
import { pageTotal, totalColumn, type TotalQuery } from '../db/pageTotal';
import {
  branches,
  historyUpgrade,
  kuitansi,
  paymentReceiptItems,
  paymentReceipts,
  receiptCounts,
  receiptUploadDays,
  registerAogMog,
} from '../db/schema';
import { fileUrl } from '../files/service';
import { duplicatesOf } from './duplicates/repository';
import { paged } from '../http/paged';

/**
 * Reads of payment receipts shared by the branch screens (payment history) and the central ones
 * (payment receipt review). Writes live with the feature that makes them.
 */

type ReceiptRow = typeof paymentReceipts.$inferSelect & {
  branchName: string;
  kuitansiNumber: string | null;
};

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
  duplicates: [],
  duplicate_seen_at: row.duplicateSeenAt?.toISOString() ?? null,
  kuitansi_number: row.kuitansiNumber,
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
  tanggal_upgrade: upgrade.createdAt.toISOString(),
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
  /** Central lists show each receipt's 'kemungkinan duplikat' flag. */
  withDuplicates?: boolean;
}

/**
 * How many receipts match: a day is counted on its index (one day's uploads); otherwise the
 * totals kept by migration 0007's trigger are summed, so no page counts the table.
 */
const receiptTotal = (db: Executor, filter: ReceiptFilter): TotalQuery => {
  if (filter.day) {
    return db.select({ n: count() }).from(paymentReceipts).where(receiptWhere(filter));
  }
  return keptTotal(
    db,
    receiptCounts.n,
    and(
      eq(receiptCounts.kind, filter.kind),
      filter.status ? eq(receiptCounts.status, filter.status) : undefined,
      filter.branchId === undefined ? undefined : eq(receiptCounts.branchId, filter.branchId),
    ),
  );
};

const receiptWhere = (filter: ReceiptFilter): SQL | undefined => {
  const range = filter.day ? jakartaDayRange(filter.day, filter.day) : undefined;
  return and(
    eq(paymentReceipts.kind, filter.kind),
    filter.status ? eq(paymentReceipts.status, filter.status) : undefined,
    filter.branchId === undefined ? undefined : eq(paymentReceipts.branchId, filter.branchId),
    range ? gte(paymentReceipts.createdAt, range.start) : undefined,
    range ? lt(paymentReceipts.createdAt, range.end) : undefined,
  );
};

const newestFirst = [desc(paymentReceipts.createdAt), desc(paymentReceipts.id)];

/**
 * Where a page of a central list starts: deep pages from the upload day holding their first row
 * (`receipt_upload_days`), so they walk one day's index entries; undefined past the last row.
 * A branch's list and a day's are short enough to walk. Exported, with its threshold, for the
 * tests.
 */
export const receiptPageStart = (
  db: Executor,
  filter: ReceiptFilter,
  anchoredFrom?: number,
): Promise<PageStart | undefined> =>
  pageStart(
    db,
    (filter.page - 1) * filter.perPage,
    filter.branchId === undefined && !filter.day
      ? {
          buckets: {
            bucket: receiptUploadDays.day,
            n: receiptUploadDays.n,
            where: and(
              eq(receiptUploadDays.kind, filter.kind),
              filter.status ? eq(receiptUploadDays.status, filter.status) : undefined,
            ),
          },
          order: 'desc',
          from: (day) => lt(paymentReceipts.createdAt, jakartaDayRange(day, day).end),
        }
      : undefined,
    anchoredFrom,
  );

/**
 * The ids of a page, newest first, off one of the `payment_receipts_*` (…, created_at, id)
 * indexes alone (a deferred join, docs/decisions/lists-at-scale.md); exported so a test can
 * EXPLAIN it.
 */
export const receiptPageQuery = (
  db: Executor,
  filter: ReceiptFilter,
  start: PageStart = { offset: (filter.page - 1) * filter.perPage },
) =>
  db
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(and(receiptWhere(filter), start.within))
    .orderBy(...newestFirst)
    .limit(filter.perPage)
    .offset(start.offset);

/** Newest upload first, paged as every list is. */
export const listReceipts = async (
  db: Executor,
  filter: ReceiptFilter,
): Promise<Paged<ReceiptSummary>> => {
  const total = receiptTotal(db, filter);
  const start = await receiptPageStart(db, filter);
  const page = start && receiptPageQuery(db, filter, start).as('page');
  const rows = page
    ? await db
        .select({
          receipt: paymentReceipts,
          branchName: branches.name,
          kuitansiNumber: kuitansi.number,
          total: totalColumn(total),
        })
        .from(page)
        .innerJoin(paymentReceipts, eq(paymentReceipts.id, page.id))
        .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
        .leftJoin(kuitansi, eq(kuitansi.receiptId, paymentReceipts.id))
        .orderBy(...newestFirst)
    : [];
  const n = await pageTotal(rows, total);
  const flags = filter.withDuplicates
    ? await duplicatesOf(
        db,
        rows.map((row) => row.receipt.id),
      )
    : new Map<number, ReceiptDuplicate[]>();
  return paged(
    rows.map(({ receipt, branchName, kuitansiNumber }) => ({
      ...toSummary({ ...receipt, branchName, kuitansiNumber }),
      duplicates: flags.get(receipt.id) ?? [],
    })),
    filter.page,
    filter.perPage,
    n,
  );
};

/** One receipt of a kind with all its rows, newest row first; undefined when there is none. */
export const findReceiptDetail = async (
  db: Executor,
  kind: ReceiptKind,
  id: number,
  { withDuplicates = false }: { withDuplicates?: boolean } = {},
): Promise<ReceiptDetail | undefined> => {
  const [row] = await db
    .select({
      receipt: paymentReceipts,
      branchName: branches.name,
      kuitansiNumber: kuitansi.number,
    })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .leftJoin(kuitansi, eq(kuitansi.receiptId, paymentReceipts.id))
    .where(and(eq(paymentReceipts.id, id), eq(paymentReceipts.kind, kind)));
  if (!row) return undefined;
  const summary = {
    ...toSummary({
      ...row.receipt,
      branchName: row.branchName,
      kuitansiNumber: row.kuitansiNumber,
    }),
    duplicates: withDuplicates ? ((await duplicatesOf(db, [id])).get(id) ?? []) : [],
  };
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
