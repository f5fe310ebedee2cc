import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { BankColumnMapping, BankLineStatus } from '../../domain/api/bankStatement';
import type { MatchAccount, MatchReceipt } from '../../domain/bankMatching';
import type { ParsedLine } from '../../domain/bankStatement';
import { JAKARTA_TZ } from '../../domain/dates';
import type { ReceiptKind } from '../../domain/receipts';
import { ADVISORY_LOCKS } from '../db/advisoryLocks';
import { batches, rowsOf } from '../db/batch';
import type { Executor } from '../db/client';
import {
  bankColumnMappings,
  bankStatementLines,
  branchBankAccounts,
  branches,
  paymentReceipts,
} from '../db/schema';

/**
 * Statement lines, their links to receipts and the data matching reads. `receipt_id` is unique
 * in the table: whatever the service decides, a receipt is never linked to two lines.
 */

/**
 * Imports, links and the matching of new receipts take this lock in their transaction: each
 * sees the links the previous one left, so none proposes a receipt another just took.
 */
export const lockMatching = async (tx: Executor): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.bankMatching})`);
};

export const findMapping = async (
  db: Executor,
  fingerprint: string,
): Promise<BankColumnMapping | undefined> => {
  const [row] = await db
    .select({ mapping: bankColumnMappings.mapping })
    .from(bankColumnMappings)
    .where(eq(bankColumnMappings.fingerprint, fingerprint));
  return row?.mapping as BankColumnMapping | undefined;
};

export const saveMapping = async (
  db: Executor,
  values: { fingerprint: string; mapping: BankColumnMapping; adminId: number; now: Date },
): Promise<void> => {
  const set = { mapping: values.mapping, updatedBy: values.adminId, updatedAt: values.now };
  await db
    .insert(bankColumnMappings)
    .values({ fingerprint: values.fingerprint, ...set })
    .onConflictDoUpdate({ target: bankColumnMappings.fingerprint, set });
};

export interface StoredLine {
  id: number;
  tanggal: string;
  keterangan: string;
  kredit: number;
}

/**
 * Inserts the lines not yet known, in batches of one statement each, and answers the new ones:
 * a line already there (same day, description, amount and occurrence) is skipped by the
 * identity index, also when another import writes it at the same moment.
 */
export const insertNewLines = async (
  tx: Executor,
  lines: readonly ParsedLine[],
  stamp: { adminId: number; now: Date },
): Promise<StoredLine[]> => {
  const stored: StoredLine[] = [];
  for (const batch of batches(lines)) {
    const json = JSON.stringify(batch);
    const result = await tx.execute(sql`
      insert into bank_statement_lines
        (tanggal, keterangan, kredit, occurrence, review, checked_at, imported_by, imported_at)
      select l.tanggal, l.keterangan, l.kredit, l.occurrence, 'tidak_cocok',
             ${stamp.now}, ${stamp.adminId}, ${stamp.now}
        from json_to_recordset(${json}::json)
          as l(tanggal date, keterangan varchar, kredit bigint, occurrence int)
      on conflict do nothing
      returning id, tanggal::text as tanggal, keterangan, kredit`);
    stored.push(
      ...rowsOf<{ id: number; tanggal: string; keterangan: string; kredit: string | number }>(
        result,
      ).map((row) => ({ ...row, id: Number(row.id), kredit: Number(row.kredit) })),
    );
  }
  return stored;
};

/**
 * Waiting receipts no line is linked to (but `alsoLinkedTo`'s own), uploaded on Jakarta days
 * `from`..`to`: what matching chooses from.
 */
export const freeWaitingReceipts = async (
  db: Executor,
  days: { from: string; to: string },
  alsoLinkedTo: readonly number[] = [],
): Promise<MatchReceipt[]> => {
  const linkedElsewhere = alsoLinkedTo.length
    ? sql`and (l.receipt_id is null or l.id in (${sql.join(
        alsoLinkedTo.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql`and l.receipt_id is null`;
  const result = await db.execute(sql`
    select r.id, r.kind, r.branch_id, r.total_biaya,
           ((r.created_at at time zone ${JAKARTA_TZ})::date)::text as upload_day
      from payment_receipts r
      left join bank_statement_lines l on l.receipt_id = r.id
     where r.status = '0'
       and r.created_at >= (${days.from}::date)::timestamp at time zone ${JAKARTA_TZ}
       and r.created_at < ((${days.to}::date + 1)::timestamp) at time zone ${JAKARTA_TZ}
       ${linkedElsewhere}`);
  return rowsOf<{
    id: number;
    kind: ReceiptKind;
    branch_id: number;
    total_biaya: string | number;
    upload_day: string;
  }>(result).map((row) => ({
    kind: row.kind,
    receiptId: Number(row.id),
    branchId: Number(row.branch_id),
    totalBiaya: Number(row.total_biaya),
    uploadDay: row.upload_day,
  }));
};

/** Every branch's accounts, opened: few enough to search each description in code. */
export const allAccounts = async (db: Executor): Promise<MatchAccount[]> =>
  db
    .select({
      branchId: branchBankAccounts.branchId,
      nomorRekening: branchBankAccounts.nomorRekening,
      namaPemilik: branchBankAccounts.namaPemilik,
    })
    .from(branchBankAccounts);

/**
 * Writes the outcome of matching many lines at once: each line's receipt (or none) and its
 * review state, and when it was checked. A receipt already linked elsewhere makes the unique
 * index refuse the whole statement, which the matching lock prevents.
 */
export const writeOutcomes = async (
  tx: Executor,
  outcomes: readonly { id: number; receiptId: number | null; review: string }[],
  now: Date,
): Promise<void> => {
  for (const batch of batches(outcomes)) {
    const json = JSON.stringify(
      batch.map((o) => ({ id: o.id, receipt_id: o.receiptId, review: o.review })),
    );
    await tx.execute(sql`
      update bank_statement_lines l
         set receipt_id = v.receipt_id, review = v.review, checked_at = ${now}
        from json_to_recordset(${json}::json) as v(id int, receipt_id int, review varchar)
       where l.id = v.id`);
  }
};

/**
 * Lines with no receipt that a receipt uploaded since they were last checked could match:
 * the same amount, uploaded in or near the window. What matching on read looks at.
 */
export const linesToRecheck = async (db: Executor, nearDays: number): Promise<StoredLine[]> => {
  const result = await db.execute(sql`
    select l.id, l.tanggal::text as tanggal, l.keterangan, l.kredit
      from bank_statement_lines l
     where l.receipt_id is null
       and exists (
         select 1 from payment_receipts r
          where r.status = '0' and r.total_biaya = l.kredit and r.created_at > l.checked_at
            and (r.created_at at time zone ${JAKARTA_TZ})::date
                between l.tanggal - ${nearDays}::int and l.tanggal + ${nearDays}::int)
     order by l.tanggal, l.id`);
  return rowsOf<{ id: number; tanggal: string; keterangan: string; kredit: string | number }>(
    result,
  ).map((row) => ({ ...row, id: Number(row.id), kredit: Number(row.kredit) }));
};

/* ------------------------------------------------------------------------------- reading */

/** A line's state: its receipt's status when linked, else its review. */
const STATUS = sql<BankLineStatus>`case
  when ${bankStatementLines.receiptId} is null then ${bankStatementLines.review}
  when ${paymentReceipts.status} = '1' then 'dikonfirmasi'
  when ${paymentReceipts.status} = '0' then 'cocok'
  else 'perlu_dicek' end`;

const statusWhere = (status: BankLineStatus | ''): SQL | undefined => {
  switch (status) {
    case '':
      return undefined;
    case 'cocok':
      return eq(paymentReceipts.status, '0');
    case 'dikonfirmasi':
      return eq(paymentReceipts.status, '1');
    case 'tidak_cocok':
      return and(isNull(bankStatementLines.receiptId), eq(bankStatementLines.review, status));
    case 'perlu_dicek':
      return sql`(${bankStatementLines.receiptId} is null and ${bankStatementLines.review} = 'perlu_dicek' or ${paymentReceipts.status} = '2')`;
  }
};

export interface LineRow {
  id: number;
  tanggal: string;
  keterangan: string;
  kredit: number;
  status: BankLineStatus;
  importedAt: Date;
  receipt: {
    id: number;
    kind: string;
    invName: string;
    status: string;
    branchId: number;
    branchName: string;
  } | null;
}

const lineSelect = {
  id: bankStatementLines.id,
  tanggal: bankStatementLines.tanggal,
  keterangan: bankStatementLines.keterangan,
  kredit: bankStatementLines.kredit,
  status: STATUS,
  importedAt: bankStatementLines.importedAt,
  receiptId: paymentReceipts.id,
  kind: paymentReceipts.kind,
  invName: paymentReceipts.invName,
  receiptStatus: paymentReceipts.status,
  branchId: branches.id,
  branchName: branches.name,
};

type SelectedLine = Awaited<ReturnType<typeof joined>>[number];

const toLineRow = (row: SelectedLine): LineRow => ({
  id: row.id,
  tanggal: row.tanggal,
  keterangan: row.keterangan,
  kredit: row.kredit,
  status: row.status,
  importedAt: row.importedAt,
  receipt:
    row.receiptId === null
      ? null
      : {
          id: row.receiptId,
          kind: row.kind ?? 'registration',
          invName: row.invName ?? '',
          status: row.receiptStatus ?? '0',
          branchId: row.branchId ?? 0,
          branchName: row.branchName ?? '',
        },
});

const joined = (db: Executor) =>
  db
    .select(lineSelect)
    .from(bankStatementLines)
    .leftJoin(paymentReceipts, eq(paymentReceipts.id, bankStatementLines.receiptId))
    .leftJoin(branches, eq(branches.id, paymentReceipts.branchId));

/** A page of lines in one state (or all), newest transfer first. */
export const listLines = async (
  db: Executor,
  status: BankLineStatus | '',
  page: { offset: number; limit: number },
): Promise<{ rows: LineRow[]; total: number }> => {
  const where = statusWhere(status);
  const rows = await joined(db)
    .where(where)
    .orderBy(sql`${bankStatementLines.tanggal} desc, ${bankStatementLines.id} desc`)
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(bankStatementLines)
    .leftJoin(paymentReceipts, eq(paymentReceipts.id, bankStatementLines.receiptId))
    .where(where);
  return { rows: rows.map(toLineRow), total: counted?.total ?? 0 };
};

export const findLine = async (db: Executor, id: number): Promise<LineRow | undefined> => {
  const [row] = await joined(db).where(eq(bankStatementLines.id, id));
  return row && toLineRow(row);
};

/** The lines, locked for the rest of the transaction, with their receipts' status. */
export const lockLines = async (tx: Executor, ids: readonly number[]): Promise<LineRow[]> => {
  const rows = await joined(tx)
    .where(inArray(bankStatementLines.id, [...ids]))
    .orderBy(asc(bankStatementLines.id))
    .for('update', { of: bankStatementLines });
  return rows.map(toLineRow);
};

export const lineOfReceipt = async (db: Executor, receiptId: number) => {
  const [row] = await db
    .select({
      id: bankStatementLines.id,
      tanggal: bankStatementLines.tanggal,
      keterangan: bankStatementLines.keterangan,
      kredit: bankStatementLines.kredit,
    })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.receiptId, receiptId));
  return row;
};

/** Links a line with no receipt to one; false when the line or the receipt is taken meanwhile. */
export const linkLine = async (
  tx: Executor,
  link: { lineId: number; receiptId: number; now: Date },
): Promise<boolean> => {
  const updated = await tx
    .update(bankStatementLines)
    .set({ receiptId: link.receiptId, checkedAt: link.now })
    .where(
      and(
        eq(bankStatementLines.id, link.lineId),
        isNull(bankStatementLines.receiptId),
        sql`not exists (select 1 from bank_statement_lines o where o.receipt_id = ${link.receiptId})`,
      ),
    )
    .returning({ id: bankStatementLines.id });
  return updated.length === 1;
};

/** Unlinks a line: it becomes one to check, and is not matched again to receipts seen already. */
export const unlinkLine = async (tx: Executor, lineId: number, now: Date): Promise<void> => {
  await tx
    .update(bankStatementLines)
    .set({ receiptId: null, review: 'perlu_dicek', checkedAt: now })
    .where(and(eq(bankStatementLines.id, lineId), isNotNull(bankStatementLines.receiptId)));
};

/** A receipt with its branch, as candidates and the summary show it. */
const receiptsWithBranch = (db: Executor) =>
  db
    .select({
      id: paymentReceipts.id,
      kind: paymentReceipts.kind,
      invName: paymentReceipts.invName,
      totalBiaya: paymentReceipts.totalBiaya,
      createdAt: paymentReceipts.createdAt,
      branchId: branches.id,
      branchName: branches.name,
    })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId));

/** The receipts' branches and upload days, for the candidates a page of lines shows. */
export const receiptBranches = async (db: Executor, ids: readonly number[]) =>
  ids.length ? receiptsWithBranch(db).where(inArray(paymentReceipts.id, [...ids])) : [];

export const findWaitingReceipt = async (db: Executor, kind: ReceiptKind, id: number) => {
  const [row] = await db
    .select({ id: paymentReceipts.id, status: paymentReceipts.status })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.id, id), eq(paymentReceipts.kind, kind)));
  return row;
};

/* ------------------------------------------------------------------------------ summary */

/** Credits transferred on `day` that no receipt is linked to. */
export const unmatchedOn = async (db: Executor, day: string): Promise<number> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bankStatementLines.kredit}), 0)::text` })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.tanggal, day), isNull(bankStatementLines.receiptId)));
  return Number(row?.total ?? 0);
};

/** The waiting receipts uploaded longest ago. */
export const oldestWaiting = async (db: Executor, limit: number) =>
  receiptsWithBranch(db)
    .where(eq(paymentReceipts.status, '0'))
    .orderBy(asc(paymentReceipts.createdAt), asc(paymentReceipts.id))
    .limit(limit);
