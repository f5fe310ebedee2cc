import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type {
  InquiryRow,
  InquirySearchResponse,
  MemberChange,
  MemberUpgrade,
} from '../../domain/api/inquiryData';
import type { Executor } from '../db/client';
import { sumKeptTotal } from '../db/keptTotals';
import { startsWith } from '../db/like';
import {
  admins,
  auditLog,
  historyUpgrade,
  memberNamePrefixes,
  memberStatsCurrent,
  registerAogMog,
} from '../db/schema';
import type { MemberColumns } from '../registration-form/columns';
import { paged } from '../http/paged';

export const MEMBER_UPDATE = 'member.update';
const ENTITY = 'register_aog_mog';

interface MemberSearch {
  name: string;
  noId: string;
  page: number;
  perPage: number;
}

/**
 * Members by name or ID prefix, case-insensitively. `lower(col)` within the prefix's byte range
 * (`startsWith`) is the shape the `lower(...) text_pattern_ops` indexes serve, and ordering by the same expression with that
 * class's operator (`using ~<~`, byte order) lets PostgreSQL read the page off the index
 * instead of sorting every match. The indexes include the column and the id (migration 0007),
 * so the count and the page's ids are index-only scans; only the page's rows are read.
 */
const memberSearchSql = ({ name, noId }: MemberSearch) => {
  const lowerName = sql`lower(${registerAogMog.namaLengkap})`;
  const lowerId = sql`lower(${registerAogMog.noId})`;
  const where: SQL | undefined = and(
    name ? startsWith(lowerName, name.toLowerCase()) : undefined,
    noId ? startsWith(lowerId, noId.toLowerCase()) : undefined,
  );
  const order = noId
    ? [sql`${lowerId} using ~<~`]
    : name
      ? [sql`${lowerName} using ~<~`, asc(registerAogMog.id)]
      : [desc(registerAogMog.id)];
  return { where, order };
};

/** The ids of a page, off the index alone; exported so a test can EXPLAIN it. */
export const memberPageQuery = (db: Executor, search: MemberSearch) => {
  const { where, order } = memberSearchSql(search);
  return db
    .select({ id: registerAogMog.id })
    .from(registerAogMog)
    .where(where)
    .orderBy(...order)
    .limit(search.perPage)
    .offset((search.page - 1) * search.perPage);
};

/** Characters of a name kept in `member_name_prefixes` (migration 0010). */
const KEPT_NAME_PREFIX = 4;

/**
 * How many members match: every member from the statistics' per-type totals (migration 0002);
 * a name prefix of up to four characters, the short and common ones, from the totals kept per
 * name start; anything longer is counted off the index.
 */
const countMatches = async (
  db: Executor,
  search: MemberSearch,
  where: SQL | undefined,
): Promise<number> => {
  if (!where) return sumKeptTotal(db, memberStatsCurrent.n);
  const name = search.name.toLowerCase();
  if (!search.noId && [...name].length <= KEPT_NAME_PREFIX) {
    return sumKeptTotal(
      db,
      memberNamePrefixes.n,
      startsWith(sql`${memberNamePrefixes.prefix}`, name),
    );
  }
  const [row] = await db.select({ n: count() }).from(registerAogMog).where(where);
  return row?.n ?? 0;
};

export const searchMembers = async (
  db: Executor,
  search: MemberSearch,
): Promise<InquirySearchResponse> => {
  const { page, perPage } = search;
  const { where, order } = memberSearchSql(search);
  const ids = memberPageQuery(db, search).as('page');
  // The total and the page are independent reads: asked together, the answer waits for the
  // slower of the two rather than for both.
  const [n, rows] = await Promise.all([
    countMatches(db, search, where),
    db
      .select({
        id: registerAogMog.id,
        nama_lengkap: registerAogMog.namaLengkap,
        jenis_pendaftaran: registerAogMog.jenisPendaftaran,
        no_id: registerAogMog.noId,
        email: registerAogMog.email,
        no_wa: registerAogMog.noWa,
      })
      .from(ids)
      .innerJoin(registerAogMog, eq(registerAogMog.id, ids.id))
      .orderBy(...order) as Promise<InquiryRow[]>,
  ]);
  return paged(rows, page, perPage, n);
};

/**
 * Writes the member's answers only if nobody changed them since `version` was read; the row
 * count says whether it did, so two staff saving at once cannot both win.
 */
export const updateMemberIfVersion = async (
  db: Executor,
  { id, version, columns, now }: { id: number; version: number; columns: MemberColumns; now: Date },
): Promise<boolean> => {
  const updated = await db
    .update(registerAogMog)
    .set({ ...columns, updatedAt: now, version: version + 1 })
    .where(and(eq(registerAogMog.id, id), eq(registerAogMog.version, version)))
    .returning({ id: registerAogMog.id });
  return updated.length === 1;
};

/** Holds the member's row until the transaction ends: saves of one member take turns. */
export const lockMemberRow = async (db: Executor, id: number): Promise<void> => {
  await db
    .select({ id: registerAogMog.id })
    .from(registerAogMog)
    .where(eq(registerAogMog.id, id))
    .for('update');
};

/** The member's confirmed upgrades, newest first. */
export const confirmedUpgrades = async (db: Executor, id: number): Promise<MemberUpgrade[]> => {
  const rows = await db
    .select()
    .from(historyUpgrade)
    .where(and(eq(historyUpgrade.registerId, id), isNotNull(historyUpgrade.tanggalUpgrade)))
    .orderBy(desc(historyUpgrade.createdAt), desc(historyUpgrade.id));
  return rows.map((row) => ({
    id: row.id,
    tanggal_upgrade: row.createdAt.toISOString(),
    no_id_lama: row.noIdLama,
    no_id_baru: row.noIdBaru,
    jenis_daftar_lama: row.jenisDaftarLama,
    jenis_daftar_baru: row.jenisDaftarBaru,
    biaya_upgrade: row.biayaUpgrade,
  }));
};

/** The member's inquiry changes, newest first, from the audit log (`audit_log_entity_idx`). */
export const memberHistory = async (db: Executor, id: number): Promise<MemberChange[]> => {
  const rows = await db
    .select({
      id: auditLog.id,
      name: admins.name,
      at: auditLog.createdAt,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(
      and(
        eq(auditLog.entity, ENTITY),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, MEMBER_UPDATE),
      ),
    )
    .orderBy(desc(auditLog.id));
  return rows.map((row) => ({
    id: row.id,
    name_editor: row.name ?? '-',
    updated_at: row.at.toISOString(),
    fields: (row.changes ?? {}) as MemberChange['fields'],
  }));
};
