import { inJakarta } from '../../domain/dates';
import { encodeKuitansiCode, formatKuitansiNumber } from '../../domain/kuitansi';
import { insertAll } from '../db/batch';
import type { Executor } from '../db/client';
import { kuitansi } from '../db/schema';
import { confirmedWithoutKuitansi, documentLines, raiseCounters } from '../kuitansi/repository';
import { snapshotOf } from '../kuitansi/service';
import { getSetting } from '../settings/repository';
import type { Random } from './random';

/**
 * The documents of the demo's confirmed receipts, numbered in the order they were confirmed as
 * the confirmation would have numbered them, with codes from the seed's PRNG (the same demo for
 * the same `now`). No e-mail: the branches were not waiting for them.
 */
export const writeDemoKuitansi = async (tx: Executor, rng: Random): Promise<void> => {
  const heads = await confirmedWithoutKuitansi(tx);
  const lines = await documentLines(
    tx,
    heads.map((head) => head.id),
  );
  const organisation = await getSetting(tx, 'organisation');
  const lasts = new Map<number, number>();
  const rows = heads.map((head) => {
    const year = inJakarta(head.confirmedAt).year();
    const sequence = (lasts.get(year) ?? 0) + 1;
    lasts.set(year, sequence);
    return {
      number: formatKuitansiNumber(year, sequence),
      year,
      sequence,
      receiptId: head.id,
      code: encodeKuitansiCode(Uint8Array.from({ length: 16 }, () => rng.int(0, 255))),
      issuedAt: head.confirmedAt,
      issuedBy: head.decidedBy!,
      snapshot: snapshotOf(head, lines.get(head.id)!, organisation),
    };
  });
  await insertAll(tx, kuitansi, rows);
  await raiseCounters(tx, lasts);
};
