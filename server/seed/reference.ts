import { count } from 'drizzle-orm';
import { DEFAULT_FEES } from '../../domain/fees';
import { GROUPS } from '../../domain/groups';
import { RECEIPT_STATUSES } from '../../domain/receipts';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import {
  RECEIPT_TEMPLATE_ACTIONS,
  REMINDER_TEMPLATE_STATUSES,
  TEMPLATE_TYPES,
} from '../../domain/templates';
import type { Db } from '../db/client';
import { feeSchedules, groupUsers, settings, waTemplates } from '../db/schema';
import { DEFAULT_REMINDER_MESSAGES, DEFAULT_TEMPLATE_MESSAGES } from './templateMessages';

/** Fees in force since before any registration the system holds. */
const FIRST_FEE_SCHEDULE = '2020-01-01';

/**
 * The reference data every database needs, production included: user groups, default
 * settings, the first fee schedule and the WhatsApp templates. Only what is missing is added,
 * so it runs at every start and never overwrites what SBS has changed.
 */
export async function seedReference(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(groupUsers)
      .values(GROUPS.map((name) => ({ name })))
      .onConflictDoNothing();

    await tx
      .insert(settings)
      .values(
        Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: now })),
      )
      .onConflictDoNothing();

    // A schedule SBS added later is the one in force; the default only fills an empty table.
    const [fees] = await tx.select({ n: count() }).from(feeSchedules);
    if (!fees?.n) {
      await tx
        .insert(feeSchedules)
        .values({ effectiveFrom: FIRST_FEE_SCHEDULE, ...DEFAULT_FEES, createdAt: now })
        .onConflictDoNothing();
    }

    await tx
      .insert(waTemplates)
      .values([
        ...RECEIPT_TEMPLATE_ACTIONS.flatMap((actionOn) =>
          TEMPLATE_TYPES.flatMap((type) =>
            RECEIPT_STATUSES.map((status) => ({
              actionOn,
              type,
              status,
              message: DEFAULT_TEMPLATE_MESSAGES[actionOn][type][status],
              autoSend: true,
              updatedAt: now,
            })),
          ),
        ),
        ...REMINDER_TEMPLATE_STATUSES.map((status) => ({
          actionOn: 'reminder',
          type: 'branch',
          status,
          message: DEFAULT_REMINDER_MESSAGES[status],
          autoSend: true,
          updatedAt: now,
        })),
      ])
      .onConflictDoNothing();
  });
}
