import { createHash } from 'node:crypto';
import type {
  BankCandidate,
  BankColumnMapping,
  BankConfirmResponse,
  BankLineStatus,
  BankLineSummary,
  BankLinesQuery,
  BankStatementImportResponse,
  BankStatementLine,
  BankStatementLinesResponse,
  BankSummaryResponse,
  BankWaitingReceipt,
} from '../../domain/api/bankStatement';
import { MAX_STATEMENT_LINES } from '../../domain/api/bankStatement';
import {
  candidatesFor,
  decideMatch,
  MATCH_WINDOW_DAYS,
  namedBranches,
  NEAR_MISS_DAYS,
  type MatchAccount,
  type MatchCandidate,
  type MatchReceipt,
} from '../../domain/bankMatching';
import {
  headerRowOf,
  layoutKey,
  looksLikeHeader,
  missingColumns,
  readStatement,
  recogniseHeader,
} from '../../domain/bankStatement';
import { jakartaDay } from '../../domain/dates';
import { BANK_LINES_PER_PAGE } from '../../domain/lists';
import { fillMessage } from '../../domain/messages';
import type { ReceiptKind } from '../../domain/receipts';
import { bankServerMessages } from '../../i18n/app/bankServer';
import { recordAudit, recordAudits } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import type { Executor } from '../db/client';
import { conflict, HttpError, notFound, unprocessable } from '../http/errors';
import { paged } from '../http/paged';
import { decideReceipt, type OnConfirmed } from '../receipts/review/service';
import { readCells } from './file';
import {
  allAccounts,
  findLine,
  findMapping,
  findWaitingReceipt,
  freeWaitingReceipts,
  insertNewLines,
  lineOfReceipt,
  linesToRecheck,
  linkLine,
  listLines,
  lockLines,
  lockMatching,
  oldestWaiting,
  receiptBranches,
  saveMapping,
  unlinkLine,
  unmatchedOn,
  writeOutcomes,
  type LineRow,
  type StoredLine,
} from './repository';

const M = bankServerMessages;

/** What confirming a receipt of each kind does beyond its status (the upgrade's member switch). */
export type ConfirmHooks = Partial<Record<ReceiptKind, OnConfirmed>>;

/* -------------------------------------------------------------------------------- matching */

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

/** The upload days a line's candidates may have: the window, and the near misses around it. */
const uploadDaysFor = (lines: readonly { tanggal: string }[]) => {
  const days = lines.map((line) => line.tanggal).sort();
  return {
    from: shiftDay(days[0]!, -NEAR_MISS_DAYS),
    to: shiftDay(days[days.length - 1]!, MATCH_WINDOW_DAYS + NEAR_MISS_DAYS),
  };
};

/** Receipts by amount and by branch: a line looks only at those that can concern it. */
const indexReceipts = (receipts: readonly MatchReceipt[]) => {
  const byAmount = new Map<number, MatchReceipt[]>();
  const byBranch = new Map<number, MatchReceipt[]>();
  for (const receipt of receipts) {
    byAmount.set(receipt.totalBiaya, [...(byAmount.get(receipt.totalBiaya) ?? []), receipt]);
    byBranch.set(receipt.branchId, [...(byBranch.get(receipt.branchId) ?? []), receipt]);
  }
  return (line: StoredLine, named: ReadonlySet<number>) => [
    ...new Set([
      ...(byAmount.get(line.kredit) ?? []),
      ...[...named].flatMap((branch) => byBranch.get(branch) ?? []),
    ]),
  ];
};

/**
 * Matches lines with no receipt, oldest transfer first, each to at most one of the waiting
 * receipts no line holds; a receipt one line takes is no longer offered to the next. Runs
 * under the matching lock. Answers how many became 'cocok' and 'perlu_dicek', and records
 * each match in the audit trail.
 */
export const matchLines = async (
  tx: Executor,
  lines: readonly StoredLine[],
  stamp: { adminId: number | null; now: Date },
): Promise<{ matched: number; toCheck: number }> => {
  if (!lines.length) return { matched: 0, toCheck: 0 };
  // One after the other: a transaction is one connection, which runs one query at a time.
  const receipts = await freeWaitingReceipts(tx, uploadDaysFor(lines));
  const accounts = await allAccounts(tx);
  const taken = new Set<number>();
  const near = indexReceipts(receipts);
  const outcomes: { id: number; receiptId: number | null; review: string }[] = [];
  const matches: { line: StoredLine; receipt: MatchReceipt }[] = [];
  const ordered = [...lines].sort((a, b) => a.tanggal.localeCompare(b.tanggal) || a.id - b.id);
  for (const line of ordered) {
    const named = namedBranches(line.keterangan, accounts);
    const free = near(line, named).filter((r) => !taken.has(r.receiptId));
    const outcome = decideMatch(candidatesFor(line, free, named));
    if (outcome.status === 'cocok') {
      taken.add(outcome.receipt.receiptId);
      matches.push({ line, receipt: outcome.receipt });
      outcomes.push({ id: line.id, receiptId: outcome.receipt.receiptId, review: 'perlu_dicek' });
    } else {
      outcomes.push({ id: line.id, receiptId: null, review: outcome.status });
    }
  }
  await writeOutcomes(tx, outcomes, stamp.now);
  await recordAudits(
    tx,
    matches.map(({ line, receipt }) => ({
      adminId: stamp.adminId,
      action: 'bank.match',
      entity: 'bank_statement_line',
      entityId: line.id,
      changes: { receipt_id: receipt.receiptId, kind: receipt.kind, kredit: line.kredit },
      at: stamp.now,
    })),
  );
  return {
    matched: matches.length,
    toCheck: outcomes.filter((o) => o.receiptId === null && o.review === 'perlu_dicek').length,
  };
};

/**
 * Matching on read: receipts uploaded (or reopened) after a line without a receipt was last
 * checked are tried against it before any list, summary or receipt's line is answered, so a
 * proof uploaded after the statement was imported still finds its line. A read that finds
 * nothing new takes no lock.
 */
export const matchNewReceipts = async (ctx: AppContext): Promise<void> => {
  const nearDays = MATCH_WINDOW_DAYS + NEAR_MISS_DAYS;
  if (!(await linesToRecheck(ctx.db, nearDays)).length) return;
  await ctx.db.transaction(async (tx) => {
    await lockMatching(tx);
    await matchLines(tx, await linesToRecheck(tx, nearDays), {
      adminId: null,
      now: ctx.clock.now(),
    });
  });
};

/* ---------------------------------------------------------------------------------- import */

const fingerprintOf = (header: readonly string[]) =>
  createHash('sha256').update(layoutKey(header)).digest('hex');

/** A mapping sent as JSON text: its three (or four) columns, each a header's text. */
const parseMapping = (text: string): BankColumnMapping => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw unprocessable({ mapping: [M.mappingInvalid] }, M.mappingInvalid);
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const column = (key: string) => {
    const cell = record[key];
    return typeof cell === 'string' && cell.trim() !== '' && cell.length <= 200 ? cell : undefined;
  };
  const [tanggal, keterangan, kredit] = [column('tanggal'), column('keterangan'), column('kredit')];
  const debit = record.debit === undefined || record.debit === null ? undefined : column('debit');
  if (!tanggal || !keterangan || !kredit || (record.debit != null && !debit)) {
    throw unprocessable({ mapping: [M.mappingInvalid] }, M.mappingInvalid);
  }
  return { tanggal, keterangan, kredit, ...(debit ? { debit } : {}) };
};

/** 422 naming the columns of an unknown layout, for the user to map once. */
const mappingRequired = (columns: string[]) =>
  new HttpError(422, M.mappingRequired, { mapping: [M.mappingRequired] }, undefined, { columns });

const fileError = (message: string) => unprocessable({ file: [message] }, message);

/**
 * The file's header and mapping: the one sent (remembered for the layout), a header it
 * recognises, or the mapping remembered for the layout; else the user is asked for one.
 */
const layoutOf = async (
  ctx: AppContext,
  cells: string[][],
  sent: BankColumnMapping | undefined,
): Promise<{ headerRow: number; mapping: BankColumnMapping; remember: boolean }> => {
  if (sent) {
    const headerRow = headerRowOf(cells, (row) => !missingColumns(row, sent).length);
    if (headerRow < 0) {
      const [missing] = missingColumns(cells.find(looksLikeHeader) ?? [], sent);
      const message = fillMessage(M.mappingColumn, { column: missing ?? sent.tanggal });
      throw unprocessable({ mapping: [message] }, message);
    }
    return { headerRow, mapping: sent, remember: true };
  }
  const known = headerRowOf(cells, (row) => recogniseHeader(row) !== null);
  if (known >= 0)
    return { headerRow: known, mapping: recogniseHeader(cells[known]!)!, remember: false };
  // A bank writes a few lines above its header: the first rows are tried for a remembered layout.
  for (const [headerRow, row] of cells.slice(0, 20).entries()) {
    if (!looksLikeHeader(row)) continue;
    const mapping = await findMapping(ctx.db, fingerprintOf(row));
    if (mapping && !missingColumns(row, mapping).length) {
      return { headerRow, mapping, remember: false };
    }
  }
  const header = cells.find(looksLikeHeader) ?? cells[0] ?? [];
  throw mappingRequired(header.filter((cell) => cell.trim() !== ''));
};

/**
 * Imports a statement in one transaction: the new credit lines (a line already known is not
 * kept twice), matched against the waiting receipts, the layout's mapping remembered and the
 * import in the audit trail. A bad row refuses the whole file before anything is written.
 */
export const importStatement = async (
  ctx: AppContext,
  caller: Caller,
  input: { file: Buffer; mapping?: string },
): Promise<BankStatementImportResponse> => {
  const sent = input.mapping?.trim() ? parseMapping(input.mapping) : undefined;
  const cells = await readCells(input.file);
  if (!cells) throw fileError(M.fileUnreadable);
  if (cells.length > MAX_STATEMENT_LINES + 50) {
    throw fileError(fillMessage(M.tooManyLines, { max: MAX_STATEMENT_LINES }));
  }
  const { headerRow, mapping, remember } = await layoutOf(ctx, cells, sent);
  const header = cells[headerRow]!;
  const read = readStatement(header, cells.slice(headerRow + 1), mapping, headerRow + 2);
  if (!read.ok) {
    const problem = fillMessage(M.problems[read.error.problem], { value: read.error.value });
    const message = fillMessage(M.row, { row: read.error.row, problem });
    throw unprocessable({ file: [message] }, message);
  }
  if (!read.lines.length && !read.debits) throw fileError(M.empty);

  const now = ctx.clock.now();
  const stamp = { adminId: caller.adminId, now };
  return ctx.db.transaction(async (tx) => {
    await lockMatching(tx);
    if (remember) {
      await saveMapping(tx, { fingerprint: fingerprintOf(header), mapping, ...stamp });
    }
    const stored = await insertNewLines(tx, read.lines, stamp);
    const { matched, toCheck } = await matchLines(tx, stored, stamp);
    const data = {
      imported: stored.length,
      known: read.lines.length - stored.length,
      matched,
      to_check: toCheck,
      debits: read.debits,
    };
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'bank.import',
      entity: 'bank_statement',
      entityId: now.toISOString(),
      changes: { ...data, mapping, remembered: remember },
      at: now,
    });
    return { data };
  });
};

/* ------------------------------------------------------------------------------- reading */

/** A waiting receipt on the wire, from its row with its branch. */
const waitingReceipt = (
  kind: ReceiptKind,
  row: {
    id: number;
    invName: string;
    totalBiaya: number;
    createdAt: Date;
    branchId: number;
    branchName: string;
  },
): BankWaitingReceipt => ({
  kind,
  receipt_id: row.id,
  inv_name: row.invName,
  total_biaya: row.totalBiaya,
  created_at: row.createdAt.toISOString(),
  branch: { id: row.branchId, name: row.branchName },
});
/** The lines as the screen shows them, with the receipts each may be for. */
const present = async (db: Executor, rows: readonly LineRow[]): Promise<BankStatementLine[]> => {
  const open = rows.filter((row) => row.status === 'cocok' || row.status === 'perlu_dicek');
  let receipts: MatchReceipt[] = [];
  let accounts: MatchAccount[] = [];
  if (open.length) {
    [receipts, accounts] = await Promise.all([
      freeWaitingReceipts(
        db,
        uploadDaysFor(open),
        open.map((row) => row.id),
      ),
      allAccounts(db),
    ]);
  }
  const linked = new Set(rows.flatMap((row) => (row.receipt ? [row.receipt.id] : [])));
  const candidates = new Map<number, MatchCandidate[]>();
  for (const row of open) {
    const own = row.receipt?.id;
    // A linked line offers its receipt; one to check offers the receipts no line holds.
    const pool = receipts.filter((r) =>
      own !== undefined ? r.receiptId === own : !linked.has(r.receiptId),
    );
    const named = namedBranches(row.keterangan, accounts);
    candidates.set(
      row.id,
      candidatesFor(row, pool, named).filter(
        (c) => own === undefined || c.receipt.receiptId === own,
      ),
    );
  }
  const details = new Map(
    (
      await receiptBranches(
        db,
        [...candidates.values()].flatMap((list) => list.map((c) => c.receipt.receiptId)),
      )
    ).map((row) => [row.id, row]),
  );
  return rows.map((row) => ({
    id: row.id,
    tanggal: row.tanggal,
    keterangan: row.keterangan,
    kredit: row.kredit,
    status: row.status,
    receipt: row.receipt && {
      kind: row.receipt.kind as ReceiptKind,
      receipt_id: row.receipt.id,
      inv_name: row.receipt.invName,
      status: row.receipt.status,
      branch: { id: row.receipt.branchId, name: row.receipt.branchName },
    },
    candidates: (candidates.get(row.id) ?? []).flatMap((c): BankCandidate[] => {
      const detail = details.get(c.receipt.receiptId);
      return detail
        ? [
            {
              ...waitingReceipt(c.receipt.kind, detail),
              reason: c.reason,
              account_named: c.accountNamed,
            },
          ]
        : [];
    }),
    imported_at: row.importedAt.toISOString(),
  }));
};

export const listStatementLines = async (
  ctx: AppContext,
  query: BankLinesQuery,
): Promise<BankStatementLinesResponse> => {
  await matchNewReceipts(ctx);
  const { rows, total } = await listLines(ctx.db, query.status as BankLineStatus | '', {
    offset: (query.page - 1) * BANK_LINES_PER_PAGE,
    limit: BANK_LINES_PER_PAGE,
  });
  return paged(await present(ctx.db, rows), query.page, BANK_LINES_PER_PAGE, total);
};

const presentOne = async (db: Executor, id: number): Promise<BankStatementLine> => {
  const row = await findLine(db, id);
  if (!row) throw notFound();
  const [line] = await present(db, [row]);
  return line!;
};

export const receiptLine = async (
  ctx: AppContext,
  kind: ReceiptKind,
  receiptId: number,
): Promise<BankLineSummary | null> => {
  await matchNewReceipts(ctx);
  if (!(await findWaitingReceipt(ctx.db, kind, receiptId))) throw notFound();
  return (await lineOfReceipt(ctx.db, receiptId)) ?? null;
};

/** How many waiting receipts the dashboard lists, oldest first. */
const OLDEST_SHOWN = 5;

export const statementSummary = async (ctx: AppContext): Promise<BankSummaryResponse> => {
  await matchNewReceipts(ctx);
  const [unmatched, oldest] = await Promise.all([
    unmatchedOn(ctx.db, jakartaDay(ctx.clock.now())),
    oldestWaiting(ctx.db, OLDEST_SHOWN),
  ]);
  return {
    data: {
      unmatched_today: unmatched,
      oldest_waiting: oldest.map((row) => waitingReceipt(row.kind as ReceiptKind, row)),
    },
  };
};

/* ------------------------------------------------------------------- linking, confirming */

/**
 * One manual change of a line under the matching lock, audited as `action` with what `change`
 * answers; answers the line as it then is.
 */
const changeLine = async (
  ctx: AppContext,
  caller: Caller,
  lineId: number,
  action: string,
  change: (tx: Executor, line: LineRow, now: Date) => Promise<Record<string, unknown>>,
): Promise<BankStatementLine> => {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockMatching(tx);
    const [line] = await lockLines(tx, [lineId]);
    if (!line) throw notFound();
    const changes = await change(tx, line, now);
    await recordAudit(tx, {
      adminId: caller.adminId,
      action,
      entity: 'bank_statement_line',
      entityId: lineId,
      changes,
      at: now,
    });
  });
  return presentOne(ctx.db, lineId);
};

/** Links a line to a waiting receipt by hand (staff decide, whatever matching proposed). */
export const linkStatementLine = (
  ctx: AppContext,
  caller: Caller,
  lineId: number,
  target: { kind: ReceiptKind; receiptId: number },
): Promise<BankStatementLine> =>
  changeLine(ctx, caller, lineId, 'bank.link', async (tx, line, now) => {
    if (line.receipt) throw conflict(M.lineLinked, { receipt_id: [M.lineLinked] });
    const receipt = await findWaitingReceipt(tx, target.kind, target.receiptId);
    if (!receipt) throw notFound();
    if (receipt.status !== '0') {
      throw conflict(M.receiptNotWaiting, { receipt_id: [M.receiptNotWaiting] });
    }
    if (!(await linkLine(tx, { lineId, receiptId: target.receiptId, now }))) {
      throw conflict(M.receiptLinked, { receipt_id: [M.receiptLinked] });
    }
    return { receipt_id: target.receiptId, kind: target.kind };
  });

/** Unlinks a line from its receipt, unless the receipt is confirmed already. */
export const unlinkStatementLine = (
  ctx: AppContext,
  caller: Caller,
  lineId: number,
): Promise<BankStatementLine> =>
  changeLine(ctx, caller, lineId, 'bank.unlink', async (tx, line, now) => {
    if (!line.receipt) throw conflict(M.notLinked, { receipt_id: [M.notLinked] });
    if (line.receipt.status === '1') {
      throw conflict(M.lineConfirmed, { receipt_id: [M.lineConfirmed] });
    }
    await unlinkLine(tx, lineId, now);
    return { receipt_id: line.receipt.id, kind: line.receipt.kind };
  });

/**
 * Confirms the receipts of 'cocok' lines, each by the normal decision (its own transaction:
 * status by compare-and-set, rows, WhatsApp, push and audit). A receipt decided meanwhile, by
 * another confirmation or by hand, is reported and left as it is.
 */
export const confirmStatementLines = async (
  ctx: AppContext,
  caller: Caller,
  lineIds: readonly number[],
  hooks: ConfirmHooks,
): Promise<BankConfirmResponse> => {
  const confirmed: BankConfirmResponse['data']['confirmed'] = [];
  const skipped: BankConfirmResponse['data']['skipped'] = [];
  for (const lineId of [...new Set(lineIds)].sort((a, b) => a - b)) {
    const line = await findLine(ctx.db, lineId);
    if (!line?.receipt || line.status === 'perlu_dicek') {
      skipped.push({ line_id: lineId, reason: 'not_matched' });
      continue;
    }
    if (line.status !== 'cocok') {
      skipped.push({ line_id: lineId, reason: 'decided_meanwhile' });
      continue;
    }
    const kind = line.receipt.kind as ReceiptKind;
    try {
      const result = await decideReceipt(
        ctx,
        caller,
        kind,
        line.receipt.id,
        { to: '1', duplicateSeen: false, seen: '0' },
        hooks[kind],
      );
      if (result.ok) confirmed.push({ line_id: lineId, kind, receipt_id: line.receipt.id });
      else skipped.push({ line_id: lineId, reason: 'decided_meanwhile' });
    } catch (error) {
      // 'Kemungkinan duplikat' needs the reviewer's second look, one receipt at a time.
      if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
      skipped.push({ line_id: lineId, reason: 'duplicate_flagged' });
    }
  }
  const now = ctx.clock.now();
  await recordAudit(ctx.db, {
    adminId: caller.adminId,
    action: 'bank.confirm',
    entity: 'bank_statement',
    entityId: now.toISOString(),
    changes: { confirmed, skipped },
    at: now,
  });
  return { data: { confirmed, skipped } };
};
