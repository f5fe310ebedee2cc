import { desc, eq } from 'drizzle-orm';
import type { ConsentRecord } from '../../domain/api/inquiryData';
import { DATA_CONSENT } from '../../domain/consent';
import type { Executor } from '../db/client';
import { admins, memberConsents } from '../db/schema';

/**
 * Records the member's consent in the wording and version in force, in the transaction of the
 * form that asked for it.
 */
export const recordConsent = async (
  db: Executor,
  consent: {
    registerId: number;
    source: ConsentRecord['sumber'];
    recordedBy: number;
    at: Date;
  },
): Promise<void> => {
  await db.insert(memberConsents).values({
    registerId: consent.registerId,
    source: consent.source,
    version: DATA_CONSENT.version,
    wording: DATA_CONSENT.wording,
    recordedBy: consent.recordedBy,
    givenAt: consent.at,
  });
};

/** The member's consents, newest first. */
export const consentsOf = async (db: Executor, registerId: number): Promise<ConsentRecord[]> => {
  const rows = await db
    .select({ row: memberConsents, by: admins.name })
    .from(memberConsents)
    .innerJoin(admins, eq(admins.id, memberConsents.recordedBy))
    .where(eq(memberConsents.registerId, registerId))
    .orderBy(desc(memberConsents.id));
  return rows.map(({ row, by }) => ({
    versi: row.version,
    teks: row.wording,
    sumber: row.source as ConsentRecord['sumber'],
    waktu: row.givenAt.toISOString(),
    dicatat_oleh: by,
  }));
};
