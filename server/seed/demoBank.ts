import { sql } from 'drizzle-orm';
import type { ParsedLine } from '../../domain/bankStatement';
import { jakartaDay } from '../../domain/dates';
import { insertNewLines, linkLine } from '../bank-statement/repository';
import { matchLines } from '../bank-statement/service';
import { insertAll, rowsOf } from '../db/batch';
import type { Executor } from '../db/client';
import { branchBankAccounts } from '../db/schema';
import type { Random } from './random';

const BANKS = ['BCA', 'BRI', 'Mandiri', 'BNI'];

/** A day `days` before a `YYYY-MM-DD` day. */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

interface SeededReceipt {
  id: number;
  branch_id: number;
  total_biaya: string | number;
  status: string;
  created_at: Date | string;
}

/**
 * The organisation's statement as SBS would import it, so 'Rekonsiliasi Bank' shows every state
 * on a fresh start: each branch's account, credits for most waiting receipts (naming the
 * paying account, on the upload day or a day before: 'cocok'), a few near misses (the amount a
 * week before the upload, or the branch's account with another amount: 'perlu_dicek'), credits
 * of nobody's receipt ('tidak_cocok') and the lines of the last confirmed receipts
 * ('dikonfirmasi').
 */
export const writeDemoBankStatement = async (
  tx: Executor,
  branches: readonly { id: number; name: string }[],
  rng: Random,
  stamp: { adminId: number; now: Date },
): Promise<void> => {
  const accounts = branches.map((branch, index) => ({
    branchId: branch.id,
    position: 0,
    bank: BANKS[index % BANKS.length]!,
    nomorRekening: `${rng.int(1, 9)}${rng.digits(9)}`,
    namaPemilik: `Bendahara ${branch.name.replace(/^Cabang /, '')}`,
  }));
  await insertAll(tx, branchBankAccounts, accounts);
  const accountOf = new Map(accounts.map((account) => [account.branchId, account]));
  const credit = (branchId: number) => {
    const account = accountOf.get(branchId);
    return account
      ? `TRSF E-BANKING CR ${account.nomorRekening} ${account.namaPemilik.toUpperCase()}`
      : 'SETORAN TUNAI';
  };

  const receipts = rowsOf<SeededReceipt>(
    await tx.execute(sql`
      select id, branch_id, total_biaya, status, created_at from payment_receipts
       where status = '0' or (status = '1' and status_changed_at > ${new Date(stamp.now.getTime() - 7 * 86_400_000)})
       order by created_at, id`),
  );
  const waiting = receipts.filter((r) => r.status === '0');
  const confirmed = receipts.filter((r) => r.status === '1').slice(-5);
  const lines: ParsedLine[] = [];
  const add = (tanggal: string, keterangan: string, kredit: number) =>
    lines.push({ tanggal, keterangan, kredit, occurrence: 0 });

  for (const [index, receipt] of waiting.entries()) {
    const uploadDay = jakartaDay(new Date(receipt.created_at));
    const total = Number(receipt.total_biaya);
    // One in eight has no credit yet: the receipts waiting longest stay unmatched.
    if (index % 8 === 7) continue;
    if (index % 8 === 3) {
      add(daysBefore(uploadDay, 7), `TRSF E-BANKING CR ${index} PEMBAYARAN ANGGOTA`, total);
    } else if (index % 8 === 5) {
      add(uploadDay, credit(receipt.branch_id), total - 50_000);
    } else {
      add(daysBefore(uploadDay, rng.int(0, 1)), credit(receipt.branch_id), total);
    }
  }
  const today = jakartaDay(stamp.now);
  add(today, 'SETORAN TUNAI KANTOR PUSAT', 1_275_000);
  add(daysBefore(today, 1), 'BUNGA REKENING', 18_432);
  add(daysBefore(today, 2), 'TRSF E-BANKING CR 0000000000 HAMBA ALLAH', 250_000);
  const toConfirmed = confirmed.map((receipt, index) => ({
    receipt,
    line: {
      tanggal: jakartaDay(new Date(receipt.created_at)),
      keterangan: credit(receipt.branch_id),
      kredit: Number(receipt.total_biaya),
      occurrence: index + 1,
    },
  }));

  const stored = await insertNewLines(tx, lines, stamp);
  await matchLines(tx, stored, stamp);
  const done = await insertNewLines(
    tx,
    toConfirmed.map((pair) => pair.line),
    stamp,
  );
  const key = (line: { tanggal: string; keterangan: string; kredit: number }) =>
    `${line.tanggal}|${line.keterangan}|${line.kredit}`;
  const receiptFor = new Map(toConfirmed.map((pair) => [key(pair.line), pair.receipt.id]));
  for (const line of done) {
    const receiptId = receiptFor.get(key(line));
    if (receiptId !== undefined) await linkLine(tx, { lineId: line.id, receiptId, now: stamp.now });
  }
};
