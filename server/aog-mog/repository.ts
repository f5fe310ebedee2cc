import { and, count, desc, eq, gte, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Proses, ReportRow, ReportStatus } from '../../domain/api/aogMog';
import { jakartaDayRange } from '../../domain/dates';
import { RECEIPT_STATUS } from '../../domain/receipts';
import type { Executor } from '../db/client';
import { sumKeptTotal } from '../db/keptTotals';
import { historyUpgrade, memberStatsDaily, paymentReceipts, registerAogMog } from '../db/schema';

export interface ReportQuery {
  startDate: string;
  endDate: string;
  status: ReportStatus;
  /** A branch's own members only; absent for central staff. */
  branchId?: number;
}

const confirmed = eq(paymentReceipts.status, RECEIPT_STATUS.confirmed);

const whereOf = (q: ReportQuery): SQL | undefined => {
  const range = jakartaDayRange(q.startDate, q.endDate);
  return and(
    gte(registerAogMog.createdAt, range.start),
    lt(registerAogMog.createdAt, range.end),
    q.branchId === undefined ? undefined : eq(registerAogMog.branchId, q.branchId),
    q.status === '1' ? confirmed : undefined,
    // A rejected receipt lets go of its rows, so a member is either confirmed or still open.
    q.status === '0'
      ? or(isNull(paymentReceipts.id), ne(paymentReceipts.status, RECEIPT_STATUS.confirmed))
      : undefined,
  );
};

const columns = {
  id: registerAogMog.id,
  createdAt: registerAogMog.createdAt,
  namaLengkap: registerAogMog.namaLengkap,
  jenisPendaftaran: registerAogMog.jenisPendaftaran,
  noId: registerAogMog.noId,
  privateClass: registerAogMog.apakahSudahMengikutiPrivateClass,
  cabangPembina: registerAogMog.cabangPembina,
  namaPereferal: registerAogMog.namaPereferal,
  receiptStatus: paymentReceipts.status,
  // A subquery's timestamp comes back as text; drizzle decodes values only, null stays null.
  tanggalUpgrade: sql`(
    select max(${historyUpgrade.tanggalUpgrade}) from ${historyUpgrade}
    where ${historyUpgrade.registerId} = ${registerAogMog.id}
  )`.mapWith((value: string | Date): Date | null => new Date(value)),
  email: registerAogMog.email,
  noWa: registerAogMog.noWa,
  alamatDomisili: registerAogMog.alamatDomisili,
  kelurahanDomisili: registerAogMog.kelurahanDomisili,
  kecamatanDomisili: registerAogMog.kecamatanDomisili,
  kotaDomisili: registerAogMog.kotaDomisili,
  provinsiDomisili: registerAogMog.provinsiDomisili,
  kodePosDomisili: registerAogMog.kodePosDomisili,
  noIdPereferal: registerAogMog.noIdPereferal,
  statusPereferal: registerAogMog.statusPereferal,
  noWaPereferal: registerAogMog.noWaPereferal,
  biayaTotal: registerAogMog.biayaTotal,
};

/**
 * A report row with the contact, address, referrer and fee columns the xlsx adds, as the
 * database driver answers it: the export no longer copies each row (the copies, each outliving
 * its batch, were 80 MB of the heap's growth during a 30-day export at a million members).
 */
export type FullReportRow = Awaited<ReturnType<typeof select>>[number];

/** Where the member's payment is: no receipt yet, waiting for a decision, or confirmed. */
export const prosesOf = ({ receiptStatus }: Pick<FullReportRow, 'receiptStatus'>): Proses =>
  receiptStatus === null
    ? 'proof'
    : receiptStatus === RECEIPT_STATUS.confirmed
      ? 'confirmed'
      : 'waiting';

/** Newest registration first; (created_at, id) orders rows that share an instant. */
const newestFirst = [desc(registerAogMog.createdAt), desc(registerAogMog.id)];

const select = (db: Executor, where: SQL | undefined) =>
  db
    .select(columns)
    .from(registerAogMog)
    .leftJoin(paymentReceipts, eq(paymentReceipts.id, registerAogMog.receiptId))
    .where(where)
    .orderBy(...newestFirst);

/**
 * The report's total when it filters on the receipt's status: the members of the period joined
 * to their receipts. Exported for a plan test.
 */
export const reportCountQuery = (db: Executor, q: ReportQuery) =>
  db
    .select({ n: count() })
    .from(registerAogMog)
    .leftJoin(paymentReceipts, eq(paymentReceipts.id, registerAogMog.receiptId))
    .where(whereOf(q));

/**
 * The report's total. Every status: the registrations per Jakarta day and branch that the
 * statistics keep (migration 0002: a member is counted on its `created_at` day whatever its type
 * becomes), a row per day, branch and type instead of an index entry per member (55,000 in a
 * month at a million members).
 */
export const countReport = async (db: Executor, q: ReportQuery): Promise<number> => {
  if (q.status === '') {
    return sumKeptTotal(
      db,
      memberStatsDaily.n,
      and(
        eq(memberStatsDaily.kind, 'registration'),
        gte(memberStatsDaily.day, q.startDate),
        lte(memberStatsDaily.day, q.endDate),
        q.branchId === undefined ? undefined : eq(memberStatsDaily.branchId, q.branchId),
      ),
    );
  }
  const [row] = await reportCountQuery(db, q);
  return row?.n ?? 0;
};

/**
 * The ids of a page, off `register_aog_mog_created_idx` (the branch's for a branch) in its order
 * however deep the page (a deferred join, as the other lists); the receipts are joined only when
 * the status filters on them. Exported for a plan test.
 */
export const reportPageIdsQuery = (
  db: Executor,
  q: ReportQuery,
  { page, perPage }: { page: number; perPage: number },
) => {
  const members = db.select({ id: registerAogMog.id }).from(registerAogMog);
  return (
    q.status === ''
      ? members
      : members.leftJoin(paymentReceipts, eq(paymentReceipts.id, registerAogMog.receiptId))
  )
    .where(whereOf(q))
    .orderBy(...newestFirst)
    .limit(perPage)
    .offset((page - 1) * perPage);
};

export const reportPage = async (
  db: Executor,
  q: ReportQuery,
  paging: { page: number; perPage: number },
): Promise<FullReportRow[]> => {
  const ids = reportPageIdsQuery(db, q, paging).as('page');
  const rows = await db
    .select(columns)
    .from(ids)
    .innerJoin(registerAogMog, eq(registerAogMog.id, ids.id))
    .leftJoin(paymentReceipts, eq(paymentReceipts.id, registerAogMog.receiptId))
    .orderBy(...newestFirst);
  return rows;
};

/** One batch of the report: the rows after `after` in the list's order (keyset). */
const batchQuery = (
  db: Executor,
  where: SQL | undefined,
  after: { createdAt: Date; id: number } | undefined,
  batchSize: number,
) =>
  select(
    db,
    and(
      where,
      // The plain bound on created_at is what the index starts the scan from; without it the
      // scan began at the range's top and filtered out every row earlier batches had read.
      after ? lte(registerAogMog.createdAt, after.createdAt) : undefined,
      after
        ? or(
            lt(registerAogMog.createdAt, after.createdAt),
            and(eq(registerAogMog.createdAt, after.createdAt), lt(registerAogMog.id, after.id)),
          )
        : undefined,
    ),
  ).limit(batchSize);

/** A batch of the report as the export reads it. Exported for a plan test. */
export const reportBatchQuery = (
  db: Executor,
  q: ReportQuery,
  after: { createdAt: Date; id: number } | undefined,
  batchSize: number,
) => batchQuery(db, whereOf(q), after, batchSize);

/**
 * Rows per batch of the export. A batch lives while the next is read and while it is written;
 * rows that outlive two young-generation collections (~500 rows written apart) move to the old
 * generation and stay there until a full collection. At 1,000 rows every batch's strings did:
 * the heap grew by 30–35 MB per 30-day export at a million members, the process to 240–270 MB
 * over three; at 200 they die young (180–186 MB). A query per 200 rows costs about 3 ms of the
 * database, read while the previous batch is written.
 */
const EXPORT_BATCH_ROWS = 200;

/**
 * The whole report in batches, so the export holds one batch at a time and no batch re-reads
 * what came before it. The next batch is asked for before this one is handed over, so the
 * database reads it while the caller writes this one (at most two batches in memory, one query
 * at a time).
 */
export async function* reportBatches(
  db: Executor,
  q: ReportQuery,
  batchSize = EXPORT_BATCH_ROWS,
): AsyncGenerator<FullReportRow[]> {
  // Once: the period's Jakarta bounds take about a millisecond of time-zone arithmetic.
  const where = whereOf(q);
  const fetchAfter = (after?: FullReportRow): Promise<FullReportRow[]> =>
    batchQuery(db, where, after, batchSize);
  let next: Promise<FullReportRow[]> | null = fetchAfter();
  while (next) {
    const rows: FullReportRow[] = await next;
    const last = rows.at(-1);
    next = last && rows.length === batchSize ? fetchAfter(last) : null;
    // A caller that stops early never awaits the read in flight: its failure is not unhandled.
    next?.catch(() => undefined);
    if (rows.length) yield rows;
  }
}

export const toReportRow = (row: FullReportRow): ReportRow => ({
  id: row.id,
  tanggal_pendaftaran: row.createdAt.toISOString(),
  tanggal_upgrade: row.tanggalUpgrade?.toISOString() ?? null,
  nama_lengkap: row.namaLengkap,
  jenis_pendaftaran: row.jenisPendaftaran as ReportRow['jenis_pendaftaran'],
  no_id: row.noId,
  proses: prosesOf(row),
  apakah_sudah_mengikuti_private_class: row.privateClass,
  cabang_pembina: row.cabangPembina,
  nama_pereferal: row.namaPereferal,
});
