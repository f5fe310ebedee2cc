import { maskValue, PERSONAL_FIELDS } from '../../domain/personalData';
import type { Db } from '../db/client';
import { MEMBER_UPDATE } from '../inquiry-data/repository';
import { ENVELOPE_PREFIX, isEnvelope } from './envelope';
import { currentKeyring } from './keyring';
import { nikIndex, openFormValue, openValue, sealFormValue } from './protect';
import {
  auditToMask,
  formsToSeal,
  membersToSeal,
  sealMember,
  writeAuditChanges,
  writeForm,
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
}

const plainOf = (column: string, stored: string) =>
  isEnvelope(stored) ? openValue(column, stored) : stored;

/** Walks the rows `read` finds, by id, a batch per transaction, until none is left. */
const eachBatch = async <T extends { id: number }>(
  db: Db,
  read: (afterId: number) => Promise<T[]>,
  write: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], row: T) => Promise<unknown>,
): Promise<number> => {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const rows = await read(afterId);
    if (!rows.length) return count;
    await db.transaction(async (tx) => {
      for (const row of rows) await write(tx, row);
    });
    count += rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
};

export const sealPersonalData = async (
  db: Db,
  { rekey = false }: { rekey?: boolean } = {},
): Promise<SealCounts> => {
  const prefix = rekey ? `${ENVELOPE_PREFIX}${currentKeyring().currentKeyId}:` : ENVELOPE_PREFIX;
  const members = await eachBatch(
    db,
    (afterId) => membersToSeal(db, prefix, afterId, BATCH),
    (tx, row) => {
      const noKtp = plainOf('no_ktp', row.no_ktp);
      return sealMember(tx, row.id, {
        noKtp,
        nomorRekening: plainOf('nomor_rekening', row.nomor_rekening),
        noRekPereferal: plainOf('no_rek_pereferal', row.no_rek_pereferal),
        noKtpIndex: nikIndex(noKtp),
      });
    },
  );
  const upgrades = await eachBatch(
    db,
    (afterId) => formsToSeal(db, prefix, afterId, BATCH),
    (tx, row) => {
      const form = { ...(row.form as Record<string, unknown>) };
      for (const field of PERSONAL_FIELDS) {
        const value = form[field];
        if (typeof value !== 'string') continue;
        const plain = isEnvelope(value) ? openFormValue(field, value) : value;
        form[field] = sealFormValue(field, plain);
      }
      if (typeof form.no_ktp === 'string') {
        form.no_ktp_index = nikIndex(plainOf('no_ktp', form.no_ktp));
      }
      return writeForm(tx, row.id, form);
    },
  );
  const auditEntries = await eachBatch(
    db,
    (afterId) => auditToMask(db, MEMBER_UPDATE, afterId, BATCH),
    (tx, row) => {
      const changes = { ...(row.changes as Record<string, { from: unknown; to: unknown }>) };
      for (const field of PERSONAL_FIELDS) {
        const change = changes[field];
        if (!change) continue;
        const mask = (value: unknown) => (typeof value === 'string' ? maskValue(value) : value);
        changes[field] = { from: mask(change.from), to: mask(change.to) };
      }
      return writeAuditChanges(tx, row.id, changes);
    },
  );
  return { members, upgrades, auditEntries };
};
