import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PERSONAL_FIELDS } from '../../domain/personalData';
import type { Executor } from '../db/client';
import { auditLog, branchBankAccounts, historyUpgrade, registerAogMog } from '../db/schema';

/**
 * The rows whose personal data is not yet encrypted under the current key (server/personal-data
 * /convert.ts): read as stored, plain text or envelopes, never through the columns' decryption.
 */

const notUnder = (stored: SQL, prefix: string) => sql`${stored} not like ${`${prefix}%`}`;

export interface StoredMember {
  id: number;
  no_ktp: string;
  nomor_rekening: string;
  no_rek_pereferal: string;
}

/** Members with a value not starting with `prefix` or without a blind index, by id after `afterId`. */
export const membersToSeal = (
  db: Executor,
  prefix: string,
  afterId: number,
  limit: number,
): Promise<StoredMember[]> =>
  db
    .select({
      id: registerAogMog.id,
      no_ktp: sql<string>`${registerAogMog.noKtp}`,
      nomor_rekening: sql<string>`${registerAogMog.nomorRekening}`,
      no_rek_pereferal: sql<string>`${registerAogMog.noRekPereferal}`,
    })
    .from(registerAogMog)
    .where(
      and(
        sql`${registerAogMog.id} > ${afterId}`,
        or(
          notUnder(sql`${registerAogMog.noKtp}`, prefix),
          notUnder(sql`${registerAogMog.nomorRekening}`, prefix),
          notUnder(sql`${registerAogMog.noRekPereferal}`, prefix),
          // An erased member has no NIK, so no index, for good.
          and(isNull(registerAogMog.noKtpIndex), isNull(registerAogMog.anonymisedAt)),
        ),
      ),
    )
    .orderBy(asc(registerAogMog.id))
    .limit(limit);

export interface SealedMember {
  id: number;
  no_ktp: string;
  nomor_rekening: string;
  no_rek_pereferal: string;
  no_ktp_index: string | null;
}

/** Writes a batch of members' sealed values (envelopes as given) in one statement. */
export const writeSealedMembers = (db: Executor, rows: SealedMember[]) =>
  db.execute(sql`
    update register_aog_mog as m
       set no_ktp = v.no_ktp, nomor_rekening = v.nomor_rekening,
           no_rek_pereferal = v.no_rek_pereferal, no_ktp_index = v.no_ktp_index
      from json_to_recordset(${JSON.stringify(rows)}::json)
           as v(id int, no_ktp text, nomor_rekening text, no_rek_pereferal text, no_ktp_index text)
     where m.id = v.id`);

export interface StoredBankAccount {
  id: number;
  nomor_rekening: string;
  nama_pemilik: string;
}

/** Branch bank accounts with a value not starting with `prefix`, by id after `afterId`. */
export const bankAccountsToSeal = (
  db: Executor,
  prefix: string,
  afterId: number,
  limit: number,
): Promise<StoredBankAccount[]> =>
  db
    .select({
      id: branchBankAccounts.id,
      nomor_rekening: sql<string>`${branchBankAccounts.nomorRekening}`,
      nama_pemilik: sql<string>`${branchBankAccounts.namaPemilik}`,
    })
    .from(branchBankAccounts)
    .where(
      and(
        sql`${branchBankAccounts.id} > ${afterId}`,
        or(
          notUnder(sql`${branchBankAccounts.nomorRekening}`, prefix),
          notUnder(sql`${branchBankAccounts.namaPemilik}`, prefix),
        ),
      ),
    )
    .orderBy(asc(branchBankAccounts.id))
    .limit(limit);

/** Writes a batch of branch accounts' sealed values (envelopes as given) in one statement. */
export const writeSealedBankAccounts = (db: Executor, rows: StoredBankAccount[]) =>
  db.execute(sql`
    update branch_bank_accounts as a
       set nomor_rekening = v.nomor_rekening, nama_pemilik = v.nama_pemilik
      from json_to_recordset(${JSON.stringify(rows)}::json)
           as v(id int, nomor_rekening text, nama_pemilik text)
     where a.id = v.id`);

const formValue = (field: string) => sql`${historyUpgrade.form}->>${field}`;

/** Upgrade forms holding a personal value not starting with `prefix`, by id after `afterId`. */
export const formsToSeal = (db: Executor, prefix: string, afterId: number, limit: number) =>
  db
    .select({ id: historyUpgrade.id, form: historyUpgrade.form })
    .from(historyUpgrade)
    .where(
      and(
        sql`${historyUpgrade.id} > ${afterId}`,
        or(
          ...PERSONAL_FIELDS.map((field) => notUnder(formValue(field), prefix)),
          sql`${historyUpgrade.form} ? 'no_ktp' and not ${historyUpgrade.form} ? 'no_ktp_index'`,
        ),
      ),
    )
    .orderBy(asc(historyUpgrade.id))
    .limit(limit);

/** Writes a batch of upgrade forms in one statement. */
export const writeForms = (db: Executor, rows: { id: number; form: unknown }[]) =>
  db.execute(sql`
    update history_upgrade as h set form = v.form
      from json_to_recordset(${JSON.stringify(rows)}::json) as v(id int, form jsonb)
     where h.id = v.id`);

/** Member edits in the audit log whose personal values are not masked yet. */
export const auditToMask = (db: Executor, action: string, afterId: number, limit: number) => {
  const unmasked = (field: string, side: string) =>
    sql`position('*' in coalesce(nullif(${auditLog.changes}->${field}->>${side}, ''), '*')) = 0`;
  return db
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        sql`${auditLog.id} > ${afterId}`,
        or(...PERSONAL_FIELDS.flatMap((f) => [unmasked(f, 'from'), unmasked(f, 'to')])),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(limit);
};

export const writeAuditChanges = (db: Executor, id: number, changes: unknown) =>
  db.update(auditLog).set({ changes }).where(eq(auditLog.id, id));
