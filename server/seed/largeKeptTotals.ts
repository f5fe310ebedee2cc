import { sql } from 'drizzle-orm';
import { formatGeneratedId } from '../../domain/ids';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/batch';

/**
 * The row triggers that keep totals and anchors, by table. A bulk insert pays them per row, and
 * each of a chunk's rows bumps the same few total rows again, so PostgreSQL follows an ever
 * longer chain of versions it cannot reclaim before the commit: 50,000 members took 37 s with
 * them and 7 s without. The large seed turns them off for its own inserts and adds the chunk's
 * totals afterwards, in the same transaction, through the same bump functions.
 */
export const KEPT_TOTAL_TRIGGERS = {
  register_aog_mog: [
    'register_aog_mog_stats',
    'register_aog_mog_name_prefixes',
    'register_aog_mog_pending_proof',
  ],
  history_upgrade: ['history_upgrade_stats', 'history_upgrade_pending_proof'],
  payment_receipts: ['payment_receipts_counts', 'payment_receipts_upload_days'],
  generated_ids: ['generated_ids_counts', 'generated_ids_blocks'],
} as const;

type Switch = 'enable' | 'disable';

/**
 * Turns the triggers off or on. ALTER TABLE is transactional: a transaction that fails leaves
 * them on, and until it ends it holds the tables against every other writer, so no other change
 * can slip by uncounted.
 */
const switchTriggers = async (tx: Executor, to: Switch) => {
  for (const [table, triggers] of Object.entries(KEPT_TOTAL_TRIGGERS)) {
    for (const trigger of triggers) {
      await tx.execute(
        sql`alter table ${sql.identifier(table)} ${sql.raw(to)} trigger ${sql.identifier(trigger)}`,
      );
    }
  }
};

/**
 * Where the rows written after it start: the highest id of each table, and the last number each
 * ID sequence gave (generated IDs are keyed by their text, fixed width, so they sort by it).
 */
export interface KeptTotalsMark {
  member: number;
  upgrade: number;
  receipt: number;
  aog: string;
  mog: string;
}

/** The mark before any row: every row is after it. */
export const BEFORE_ANY_ROW: KeptTotalsMark = {
  member: 0,
  upgrade: 0,
  receipt: 0,
  aog: formatGeneratedId('aog', 0),
  mog: formatGeneratedId('mog', 0),
};

const markOf = async (tx: Executor): Promise<KeptTotalsMark> => {
  const given = (sequence: string) =>
    sql.raw(
      `(select case when is_called then last_value else last_value - 1 end from ${sequence})`,
    );
  const [row] = rowsOf<KeptTotalsMark>(
    await tx.execute(sql`
      select (select coalesce(max(id), 0) from register_aog_mog)::int as member,
             (select coalesce(max(id), 0) from history_upgrade)::int as upgrade,
             (select coalesce(max(id), 0) from payment_receipts)::int as receipt,
             ${given('generated_id_aog_seq')}::text as aog,
             ${given('generated_id_mog_seq')}::text as mog`),
  );
  return {
    ...row!,
    aog: formatGeneratedId('aog', Number(row!.aog)),
    mog: formatGeneratedId('mog', Number(row!.mog)),
  };
};

/**
 * Adds to the kept totals what the triggers would have added for every row after `mark`: one
 * call of each trigger's bump function per group of rows it files in the same place (a Jakarta
 * day, a month from that day, an ID block, a name prefix), with the group's count and sum. The
 * rows must be new ones: an upgrade after the mark belongs to a member after it.
 */
export const addKeptTotals = async (tx: Executor, mark: KeptTotalsMark) => {
  const newIds = sql`(type = 'aog' and generate_id > ${mark.aog} or type = 'mog' and generate_id > ${mark.mog})`;
  const jakartaDay = (column: string) => sql.raw(`(${column} at time zone 'Asia/Jakarta')::date`);
  await tx.execute(sql`
    select stats_bump('registration', min(created_at), branch_id, type, count(*)::int, sum(biaya_total)::bigint)
      from (select created_at, branch_id, biaya_total,
                   registration_type_then(id, jenis_pendaftaran) as type
              from register_aog_mog where id > ${mark.member}) m
     group by ${jakartaDay('created_at')}, branch_id, type`);
  await tx.execute(sql`
    select stats_current_bump(jenis_pendaftaran, apakah_sudah_mengikuti_private_class, count(*)::int)
      from register_aog_mog where id > ${mark.member}
     group by jenis_pendaftaran, apakah_sudah_mengikuti_private_class`);
  await tx.execute(sql`
    select member_name_prefixes_bump(min(nama_lengkap), count(*)::int)
      from register_aog_mog where id > ${mark.member}
     group by left(lower(nama_lengkap), 4)`);
  await tx.execute(sql`
    select pending_proof_bump('registration', min(created_at), branch_id, count(*)::int)
      from register_aog_mog where id > ${mark.member} and receipt_id is null
     group by ${jakartaDay('created_at')}, branch_id`);
  await tx.execute(sql`
    select stats_bump('upgrade', min(created_at), branch_id, upper(jenis_daftar_baru), count(*)::int, sum(biaya_upgrade)::bigint)
      from history_upgrade where id > ${mark.upgrade}
     group by ${jakartaDay('created_at')}, branch_id, upper(jenis_daftar_baru)`);
  await tx.execute(sql`
    select pending_proof_bump('upgrade', min(created_at), branch_id, count(*)::int)
      from history_upgrade where id > ${mark.upgrade} and receipt_id is null
     group by ${jakartaDay('created_at')}, branch_id`);
  await tx.execute(sql`
    select receipt_counts_bump(kind, status, branch_id, min(status_changed_at), count(*)::int)
      from payment_receipts where id > ${mark.receipt}
     group by kind, status, branch_id, ${jakartaDay('status_changed_at')}`);
  await tx.execute(sql`
    select receipt_upload_days_bump(kind, status, min(created_at), count(*)::int)
      from payment_receipts where id > ${mark.receipt}
     group by kind, status, ${jakartaDay('created_at')}`);
  await tx.execute(sql`
    select generated_id_counts_bump(type, branch_id, taken_at is not null, count(*)::int)
      from generated_ids where ${newIds}
     group by type, branch_id, taken_at is not null`);
  await tx.execute(sql`
    select generated_id_blocks_bump(type, min(generate_id), branch_id is not null, count(*)::int)
      from generated_ids where ${newIds}
     group by type, left(generate_id, length(generate_id) - 4), branch_id is not null`);
};

/**
 * Runs `write` (inserts only) with the kept-total triggers off, then files its rows in the kept
 * totals; call inside a transaction.
 */
export const withKeptTotalsAfter = async (tx: Executor, write: () => Promise<void>) => {
  // Off first: from here no other writer reaches these tables until the commit, so every row
  // after the mark is the chunk's own.
  await switchTriggers(tx, 'disable');
  const mark = await markOf(tx);
  await write();
  await addKeptTotals(tx, mark);
  await switchTriggers(tx, 'enable');
};
