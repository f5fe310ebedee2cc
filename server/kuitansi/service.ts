import { randomBytes } from 'node:crypto';
import type { KuitansiVerification } from '../../domain/api/kuitansi';
import { formatDate, inJakarta, jakartaDay } from '../../domain/dates';
import {
  encodeKuitansiCode,
  formatKuitansiNumber,
  kuitansiFileName,
  snapshotNames,
  verifyUrl,
  type KuitansiSnapshot,
} from '../../domain/kuitansi';
import { fillMessage } from '../../domain/messages';
import { formatRupiah } from '../../domain/money';
import { maskValue } from '../../domain/personalData';
import type { ReceiptKind } from '../../domain/receipts';
import { kuitansiDocumentMessages as T } from '../../i18n/app/kuitansiDocument';
import type { AppContext, Caller } from '../context';
import type { Executor } from '../db/client';
import { notFound } from '../http/errors';
import { enqueueMessages } from '../outbox/repository';
import { getSetting } from '../settings/repository';
import type { AttachmentsOf } from '../outbox/transports';
import type { WorkerPool } from '../workers/pool';
import type { KuitansiDocument } from './pdf';
import {
  branchAccountEmails,
  findKuitansiByCode,
  findKuitansiById,
  findKuitansiOfReceipt,
  insertKuitansi,
  documentLines,
  receiptForDocument,
  takeSequence,
  type DocumentHead,
  type KuitansiRow,
} from './repository';

export interface Issued {
  id: number;
  number: string;
}

/** Everything the document of a receipt will print, as it is now. */
export const snapshotOf = (
  head: DocumentHead,
  lines: Pick<KuitansiSnapshot, 'registrations' | 'upgrades'>,
  organisation: KuitansiSnapshot['organisation'],
): KuitansiSnapshot => ({
  organisation,
  kind: head.kind,
  inv_name: head.invName,
  branch: head.branch,
  confirmed_at: head.confirmedAt.toISOString(),
  confirmed_by: head.confirmedBy ?? '',
  total: head.total,
  registrations: head.kind === 'registration' ? lines.registrations : [],
  upgrades: head.kind === 'upgrade' ? lines.upgrades : [],
});

/**
 * Issues the document of a receipt just confirmed, in the confirmation's transaction (after
 * the status moved, so the confirmer and the time are on the receipt): the next number of the
 * Jakarta year, a random verification code, the snapshot of everything printed, and the e-mail
 * to the branch's accounts with the document attached. Called last in the transaction, so the
 * year's counter is locked only for the rest of the commit.
 */
export const issueKuitansi = async (
  tx: Executor,
  issue: { receiptId: number; adminId: number; now: Date; publicUrl: string },
): Promise<Issued> => {
  const head = await receiptForDocument(tx, issue.receiptId);
  if (!head) throw new Error(`Receipt ${issue.receiptId} is gone`);
  const lines = (await documentLines(tx, [head.id])).get(head.id)!;
  const snapshot = snapshotOf(head, lines, await getSetting(tx, 'organisation'));
  const emails = await branchAccountEmails(tx, head.branchId);
  const year = inJakarta(head.confirmedAt).year();
  const sequence = await takeSequence(tx, year);
  const number = formatKuitansiNumber(year, sequence);
  const code = encodeKuitansiCode(randomBytes(16));
  const row = await insertKuitansi(tx, {
    number,
    year,
    sequence,
    receiptId: head.id,
    code,
    issuedAt: issue.now,
    issuedBy: issue.adminId,
    snapshot,
  });
  const values = {
    number,
    inv_name: head.invName,
    branch: head.branch,
    total: formatRupiah(head.total),
    date: formatDate(head.confirmedAt),
    url: verifyUrl(issue.publicUrl, code),
  };
  await enqueueMessages(
    tx,
    emails.map((recipient) => ({
      channel: 'email' as const,
      recipient,
      subject: fillMessage(T.mail.subject, values),
      body: fillMessage(T.mail.body, values),
      refType: 'kuitansi',
      refId: String(row.id),
      kuitansiId: row.id,
    })),
    issue.now,
  );
  return { id: row.id, number };
};

/**
 * An e-mail's attachment: its receipt document, rendered from the stored snapshot when the
 * message is sent (the outbox keeps no copy of the PDF).
 */
export const kuitansiAttachments =
  (db: Executor, publicUrl: string, workers: WorkerPool): AttachmentsOf =>
  async (message) => {
    if (message.kuitansiId === null) return [];
    const row = await findKuitansiById(db, message.kuitansiId);
    if (!row) throw new Error(`Kuitansi ${message.kuitansiId} is gone`);
    return [
      {
        filename: kuitansiFileName(row.number),
        content: await workers.kuitansiPdf(documentOf(row, publicUrl)),
        contentType: 'application/pdf',
      },
    ];
  };

/** What the renderer needs of a stored document. */
export const documentOf = (row: KuitansiRow, publicUrl: string): KuitansiDocument => ({
  number: row.number,
  issuedAt: row.issuedAt,
  snapshot: row.snapshot,
  verifyUrl: verifyUrl(publicUrl, row.code),
});

/**
 * A receipt's document for a caller: SBS any, a branch only its own receipts'; another branch's,
 * a receipt without one and a missing receipt all answer 404 alike. Rendered whole in the
 * worker pool: a document is tens of kilobytes.
 */
export const kuitansiDownload = async (
  ctx: AppContext,
  workers: WorkerPool,
  caller: Caller,
  kind: ReceiptKind,
  receiptId: number,
): Promise<{ fileName: string; pdf: Buffer }> => {
  const found = await findKuitansiOfReceipt(ctx.db, kind, receiptId);
  if (!found || (caller.branchId !== null && found.branchId !== caller.branchId)) {
    throw notFound();
  }
  return {
    fileName: kuitansiFileName(found.kuitansi.number),
    pdf: await workers.kuitansiPdf(documentOf(found.kuitansi, ctx.config.publicUrl)),
  };
};

/** The public check of a printed code: the number, day, amount and a masked name only. */
export const verifyKuitansi = async (
  ctx: AppContext,
  code: string,
): Promise<KuitansiVerification> => {
  const row = await findKuitansiByCode(ctx.db, code);
  if (!row) throw notFound();
  const names = snapshotNames(row.snapshot);
  return {
    number: row.number,
    tanggal: jakartaDay(row.snapshot.confirmed_at),
    total: row.snapshot.total,
    nama: maskValue(names[0] ?? ''),
    jumlah_anggota: names.length,
    kind: row.snapshot.kind,
  };
};
