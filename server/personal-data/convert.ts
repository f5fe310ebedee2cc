import { maskValue, PERSONAL_FIELDS } from '../../domain/personalData';
import type { Db, Tx } from '../db/client';
import { MEMBER_UPDATE } from '../inquiry-data/repository';
import { ENVELOPE_PREFIX, isEnvelope } from './envelope';
import { currentKeyring } from './keyring';
import { nikIndex, openValue, sealValue } from './protect';
import {
  auditToMask,
  bankAccountsToSeal,
  formsToSeal,
  membersToSeal,
  writeAuditChanges,
  writeForms,
  writeSealedBankAccounts,
  writeSealedMembers,
  type SealedMember,
  type StoredMember,
} from './repository';

/**
 * Brings stored personal data to the current key, idempotently, a batch per transaction:
 * plain text (rows from before migration 0013, or the large seed's SQL) is encrypted and
 * indexed, and with `rekey` envelopes of older keys are re-encrypted too. Member edits in the
 * audit log get their NIK and account numbers masked. Safe to stop and run again.
 */

const BATCH = 500;

export interface SealCounts {
  members: number;
  upgrades: number;
  auditEntries: number;
  /** Branch bank accounts (issue 32): number and holder. */
  bankAccounts: number;
}

const plainOf = (column: string, stored: string) =>
  isEnvelope(stored) ? openValue(column, stored) : stored;

/** Walks the rows `read` finds, by id, a batch per transaction, until none is left. */
const eachBatch = async <T extends { id: number }>(
  db: Db,
  read: (afterId: number) => Promise<T[]>,
  write: (tx: Tx, rows: T[]) => Promise<unknown>,
): Promise<number> => {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const rows = await read(afterId);
    if (!rows.length) return count;
    await db.transaction((tx) => write(tx, rows));
    count += rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
};

/** The member's values sealed under the current key, and its NIK's index. */
export const sealedMember = (row: StoredMember): SealedMember => {
  const noKtp = plainOf('no_ktp', row.no_ktp);
  return {
    id: row.id,
    no_ktp: sealValue('no_ktp', noKtp),
    nomor_rekening: sealValue('nomor_rekening', plainOf('nomor_rekening', row.nomor_rekening)),
    no_rek_pereferal: sealValue(
      'no_rek_pereferal',
      plainOf('no_rek_pereferal', row.no_rek_pereferal),
    ),
    no_ktp_index: nikIndex(noKtp),
  };
};

const sealedForm = (stored: unknown): Record<string, unknown> => {
  const form = { ...(stored as Record<string, unknown>) };
  for (const field of PERSONAL_FIELDS) {
    const value = form[field];
    if (typeof value === 'string') form[field] = sealValue(field, plainOf(field, value));
  }
  if (typeof form.no_ktp === 'string') form.no_ktp_index = nikIndex(plainOf('no_ktp', form.no_ktp));
  return form;
};

const maskedChanges = (stored: unknown) => {
  const changes = { ...(stored as Record<string, { from: unknown; to: unknown }>) };
  const mask = (value: unknown) => (typeof value === 'string' ? maskValue(value) : value);
  for (const field of PERSONAL_FIELDS) {
    const change = changes[field];
    if (change) changes[field] = { from: mask(change.from), to: mask(change.to) };
  }
  return changes;
};

export const sealPersonalData = async (
  db: Db,
  { rekey = false }: { rekey?: boolean } = {},
): Promise<SealCounts> => {
  const prefix = rekey ? `${ENVELOPE_PREFIX}${currentKeyring().currentKeyId}:` : ENVELOPE_PREFIX;
  const members = await eachBatch(
    db,
    (afterId) => membersToSeal(db, prefix, afterId, BATCH),
    (tx, rows) => writeSealedMembers(tx, rows.map(sealedMember)),
  );
  const upgrades = await eachBatch(
    db,
    (afterId) => formsToSeal(db, prefix, afterId, BATCH),
    (tx, rows) =>
      writeForms(
        tx,
        rows.map((row) => ({ id: row.id, form: sealedForm(row.form) })),
      ),
  );
  const auditEntries = await eachBatch(
    db,
    (afterId) => auditToMask(db, MEMBER_UPDATE, afterId, BATCH),
    async (tx, rows) => {
      for (const row of rows) await writeAuditChanges(tx, row.id, maskedChanges(row.changes));
    },
  );
  const bankAccounts = await eachBatch(
    db,
    (afterId) => bankAccountsToSeal(db, prefix, afterId, BATCH),
    (tx, rows) =>
      writeSealedBankAccounts(
        tx,
        rows.map((row) => ({
          id: row.id,
          nomor_rekening: sealValue(
            'nomor_rekening',
            plainOf('nomor_rekening', row.nomor_rekening),
          ),
          nama_pemilik: sealValue('nama_pemilik', plainOf('nama_pemilik', row.nama_pemilik)),
        })),
      ),
  );
  return { members, upgrades, auditEntries, bankAccounts };
};
