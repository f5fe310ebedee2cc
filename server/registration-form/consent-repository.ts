import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ConsentRecord } from '../../domain/api/inquiryData';
import { CONSENT_WORDINGS, type ConsentKind } from '../../domain/consent';
import type { Executor } from '../db/client';
import { admins, memberConsents, registerAogMog } from '../db/schema';

/**
 * Records the member's answer to a consent in the wording and version in force, in the
 * transaction of the form that asked for it. A WhatsApp answer also becomes the member's current
 * one (`persetujuan_whatsapp`), which the outbox reads. Where that changes the member (the
 * upgrade form), its version moves, so an inquiry edit read before cannot put the old answer back
 * unseen; the registration and the inquiry edit write the answer with the member's own columns.
 */
export const recordConsent = async (
  db: Executor,
  consent: {
    registerId: number;
    source: ConsentRecord['sumber'];
    recordedBy: number;
    at: Date;
    kind?: ConsentKind;
    given?: boolean;
  },
): Promise<void> => {
  const kind = consent.kind ?? 'data';
  const given = consent.given ?? true;
  const { version, wording } = CONSENT_WORDINGS[kind];
  await db.insert(memberConsents).values({
    registerId: consent.registerId,
    source: consent.source,
    kind,
    given,
    version,
    wording,
    recordedBy: consent.recordedBy,
    givenAt: consent.at,
  });
  if (kind === 'whatsapp') {
    await db
      .update(registerAogMog)
      .set({ persetujuanWhatsapp: given, version: sql`${registerAogMog.version} + 1` })
      .where(
        and(
          eq(registerAogMog.id, consent.registerId),
          ne(registerAogMog.persetujuanWhatsapp, given),
        ),
      );
  }
};

/**
 * The two answers a registration or an upgrade form carries: the consent to the data (given, or
 * the form is refused) and the member's answer on WhatsApp.
 */
export const recordFormConsents = async (
  db: Executor,
  form: {
    registerId: number;
    source: ConsentRecord['sumber'];
    whatsapp: boolean;
    recordedBy: number;
    at: Date;
  },
): Promise<void> => {
  const { whatsapp, ...consent } = form;
  await recordConsent(db, consent);
  await recordConsent(db, { ...consent, kind: 'whatsapp', given: whatsapp });
};

/** The member's consents of a kind, newest first. */
export const consentsOf = async (
  db: Executor,
  registerId: number,
  kind: ConsentKind = 'data',
): Promise<ConsentRecord[]> => {
  const rows = await db
    .select({ row: memberConsents, by: admins.name })
    .from(memberConsents)
    .innerJoin(admins, eq(admins.id, memberConsents.recordedBy))
    .where(and(eq(memberConsents.registerId, registerId), eq(memberConsents.kind, kind)))
    .orderBy(desc(memberConsents.id));
  return rows.map(({ row, by }) => ({
    versi: row.version,
    teks: row.wording,
    sumber: row.source as ConsentRecord['sumber'],
    diberikan: row.given,
    waktu: row.givenAt.toISOString(),
    dicatat_oleh: by,
  }));
};

/** The current WhatsApp answers of the members with these IDs (a referrer is named by ID). */
export const whatsappConsentsByNoId = async (
  db: Executor,
  noIds: readonly string[],
): Promise<Map<string, boolean>> => {
  if (!noIds.length) return new Map();
  const rows = await db
    .select({ noId: registerAogMog.noId, given: registerAogMog.persetujuanWhatsapp })
    .from(registerAogMog)
    .where(inArray(registerAogMog.noId, [...new Set(noIds)]));
  return new Map(rows.map((row) => [row.noId, row.given]));
};
