import { and, asc, count, desc, eq, getTableColumns, ilike, isNull, sql } from 'drizzle-orm';
import type { UpgradeCandidate, UpgradeSearchQuery } from '../../domain/api/upgrade';
import type { Paged } from '../../domain/api/common';
import type { UpgradeRow } from '../../domain/api/receipts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { containing, startsWith } from '../db/like';
import { historyUpgrade, registerAogMog } from '../db/schema';
import { toUpgradeRow } from '../receipts/repository';
import type { MemberData } from '../registration-form/service';
import { paged } from '../http/paged';
import { openFormValue, sealFormValue } from '../personal-data/protect';

export type MemberRow = typeof registerAogMog.$inferSelect;
export type UpgradeRecord = typeof historyUpgrade.$inferSelect;

/** Columns an upgrade's form never sets: the upgrade, the branch and the system own them. */
const NOT_FORM_DATA = new Set<string>([
  'id',
  'jenisPendaftaran',
  'noId',
  'apakahSudahMengikutiPrivateClass',
  'cabangPembina',
  'biayaTotal',
  'branchId',
  'receiptId',
  'createdBy',
  'createdAt',
  'updatedAt',
  // The person's answer, recorded when the upgrade is asked for, not when it is paid.
  'persetujuanWhatsapp',
]);

const MEMBER_COLUMNS = Object.entries(getTableColumns(registerAogMog)).filter(
  ([key]) => !NOT_FORM_DATA.has(key),
);

/**
 * The member data as `history_upgrade.form` keeps it: under the columns' names, as the seed,
 * the NIK and account numbers encrypted as in their columns.
 */
export const toForm = (data: MemberData): Record<string, unknown> =>
  Object.fromEntries(
    MEMBER_COLUMNS.filter(([key]) => key in data).map(([key, column]) => [
      column.name,
      sealFormValue(column.name, data[key as keyof MemberData]),
    ]),
  );

/** Back from the form to the member's columns; what the form does not hold stays as it is. */
export const fromForm = (form: unknown): Partial<MemberData> => {
  const stored = (form ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    MEMBER_COLUMNS.filter(([, column]) => column.name in stored).map(([key, column]) => [
      key,
      openFormValue(column.name, stored[column.name]),
    ]),
  ) as Partial<MemberData>;
};

/** An upgrade still in progress: not confirmed yet, whether it waits for proof or a decision. */
// Written out: drizzle leaves single-table columns unqualified, and inside the subquery "id"
// would be the upgrade's.
const pendingUpgradeOf = sql<boolean>`exists (select 1 from "history_upgrade" as "pending" where "pending"."register_id" = "register_aog_mog"."id" and "pending"."tanggal_upgrade" is null)`;

/**
 * The branch's members whose name or ID starts with the contract's `nama_lengkap` or `no_id`, and
 * whose `field` contains the app's `keyword`, paged 5 at a time.
 */
export const searchCandidates = async (
  db: Executor,
  branchId: number,
  query: UpgradeSearchQuery,
  perPage: number,
): Promise<Paged<UpgradeCandidate>> => {
  const column = query.field === 'no_id' ? registerAogMog.noId : registerAogMog.namaLengkap;
  const prefix = (expr: AnyPgColumn, text: string) =>
    text ? startsWith(sql`lower(${expr})`, text.toLowerCase()) : undefined;
  const where = and(
    eq(registerAogMog.branchId, branchId),
    prefix(registerAogMog.namaLengkap, query.nama_lengkap),
    prefix(registerAogMog.noId, query.no_id),
    query.keyword ? ilike(column, containing(query.keyword)) : undefined,
  );
  const sortColumn =
    getTableColumns(registerAogMog)[
      (
        {
          nama_lengkap: 'namaLengkap',
          no_id: 'noId',
          jenis_pendaftaran: 'jenisPendaftaran',
          kota_domisili: 'kotaDomisili',
          kecamatan_domisili: 'kecamatanDomisili',
          cabang_pembina: 'cabangPembina',
        } as const
      )[query.sort]
    ];
  const direction = query.order === 'DESC' ? desc : asc;
  const [total] = await db.select({ n: count() }).from(registerAogMog).where(where);
  const rows = await db
    .select({ member: registerAogMog, pending: pendingUpgradeOf })
    .from(registerAogMog)
    .where(where)
    .orderBy(direction(sortColumn), asc(registerAogMog.id))
    .limit(perPage)
    .offset((query.page - 1) * perPage);
  const n = total?.n ?? 0;
  return paged(
    rows.map(({ member, pending }) => ({
      id: member.id,
      nama_lengkap: member.namaLengkap,
      no_id: member.noId,
      jenis_pendaftaran: member.jenisPendaftaran as 'AOG' | 'MOG',
      kota_domisili: member.kotaDomisili,
      kecamatan_domisili: member.kecamatanDomisili,
      cabang_pembina: member.cabangPembina,
      can_upgrade: member.jenisPendaftaran === 'MOG' && !pending,
    })),
    query.page,
    perPage,
    n,
  );
};

/**
 * The branch's member, by id or by its current ID, locked until the transaction ends: of
 * parallel upgrades of one member, each waits here for the one before and then sees its upgrade.
 */
export const lockMember = async (
  tx: Executor,
  branchId: number,
  by: { id: number } | { noId: string },
): Promise<MemberRow | undefined> => {
  const [row] = await tx
    .select()
    .from(registerAogMog)
    .where(
      and(
        eq(registerAogMog.branchId, branchId),
        'id' in by ? eq(registerAogMog.id, by.id) : eq(registerAogMog.noId, by.noId),
      ),
    )
    .for('update');
  return row;
};

export const hasPendingUpgrade = async (tx: Executor, memberId: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: historyUpgrade.id })
    .from(historyUpgrade)
    .where(and(eq(historyUpgrade.registerId, memberId), isNull(historyUpgrade.tanggalUpgrade)))
    .limit(1);
  return Boolean(row);
};

export const insertUpgrade = async (
  tx: Executor,
  values: typeof historyUpgrade.$inferInsert,
): Promise<UpgradeRecord> => {
  const [row] = await tx.insert(historyUpgrade).values(values).returning();
  if (!row) throw new Error('upgrade not inserted');
  return row;
};

/** The branch's upgrades that still need proof (a rejected receipt's too), newest first. */
export const listUpgradesNeedingProof = async (
  db: Executor,
  branchId: number,
): Promise<UpgradeRow[]> => {
  const rows = await db
    .select({ upgrade: historyUpgrade, member: registerAogMog })
    .from(historyUpgrade)
    .innerJoin(registerAogMog, eq(registerAogMog.id, historyUpgrade.registerId))
    .where(
      and(
        eq(historyUpgrade.branchId, branchId),
        isNull(historyUpgrade.receiptId),
        isNull(historyUpgrade.tanggalUpgrade),
      ),
    )
    .orderBy(desc(historyUpgrade.createdAt), desc(historyUpgrade.id));
  return rows.map(({ upgrade, member }) => toUpgradeRow(upgrade, member));
};

/** The upgrades a receipt carries, with the member data each was submitted with. */
export const upgradesOfReceipt = (tx: Executor, receiptId: number) =>
  tx
    .select()
    .from(historyUpgrade)
    .where(eq(historyUpgrade.receiptId, receiptId))
    .orderBy(asc(historyUpgrade.registerId));

/**
 * Switches a member to its upgrade's type and ID and to the data submitted with it, and dates
 * the upgrade. The new ID was taken for this upgrade, so no other member holds it; the old ID
 * stays the member's history (no_id_lama) and is not handed out again.
 */
export const applyUpgrade = async (
  tx: Executor,
  upgrade: UpgradeRecord,
  now: Date,
): Promise<void> => {
  await tx
    .update(registerAogMog)
    .set({
      ...fromForm(upgrade.form),
      jenisPendaftaran: upgrade.jenisDaftarBaru,
      noId: upgrade.noIdBaru,
      apakahSudahMengikutiPrivateClass: upgrade.apakahSudahMengikutiPrivateClass,
      updatedAt: now,
    })
    .where(eq(registerAogMog.id, upgrade.registerId));
  await tx
    .update(historyUpgrade)
    .set({ tanggalUpgrade: now, updatedAt: now })
    .where(eq(historyUpgrade.id, upgrade.id));
};
