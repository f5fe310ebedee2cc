import type { ContactFlags, MemberLookup, MemberLookupQuery } from '../../domain/api/duplicates';
import { fillMessage } from '../../domain/messages';
import { toWhatsAppNumber } from '../../domain/phone';
import { appMessages } from '../../i18n/app-id';
import type { Executor } from '../db/client';
import { violatedConstraint } from '../db/errors';
import { conflict } from '../http/errors';
import { nikIndex } from '../personal-data/protect';
import { branchesWithEmail, branchesWithNik, branchesWithPhone, findNikHolder } from './repository';

const M = appMessages.duplicates;

/** The unique index behind "one member per NIK" (migration 0006, on the blind index since 0013). */
const NIK_INDEX = 'register_aog_mog_nik_unique';

const nikTaken = (holder: { noId: string; branch: string }) => {
  const message = fillMessage(M.nikTaken, { no_id: holder.noId, branch: holder.branch });
  return conflict(message, { no_ktp: [message] });
};

/**
 * Refuses (409) a NIK that another member holds, naming that member's ID and branch. The
 * unique index decides races; this check gives the usual case its message before any write.
 */
export const assertNikFree = async (
  db: Executor,
  noKtp: string,
  exceptId?: number,
): Promise<void> => {
  const holder = await findNikHolder(db, nikIndex(noKtp), exceptId);
  if (holder) throw nikTaken(holder);
};

/**
 * For a transaction's `.catch`: a write the NIK index refused (a parallel registration of the
 * same person won) answers the same 409 as the check, read after the rollback.
 */
export const refuseTakenNik =
  (db: Executor, noKtp: string) =>
  async (error: unknown): Promise<never> => {
    if (violatedConstraint(error) !== NIK_INDEX) throw error;
    const holder = await findNikHolder(db, nikIndex(noKtp));
    throw holder ? nikTaken(holder) : error;
  };

/** The branches where an e-mail or WhatsApp number is already another member's: flagged only. */
export const contactFlags = async (
  db: Executor,
  contact: { email: string; no_wa: string },
  exceptId?: number,
): Promise<ContactFlags> => ({
  email: await branchesWithEmail(db, contact.email, exceptId),
  no_wa: await branchesWithPhone(db, toWhatsAppNumber(contact.no_wa), exceptId),
});

/** The registration form's look-up: where each value is known, nothing else. */
export const lookupMember = async (
  db: Executor,
  query: MemberLookupQuery,
): Promise<MemberLookup> => ({
  no_ktp: await branchesWithNik(db, nikIndex(query.no_ktp)),
  ...(await contactFlags(db, query)),
});
