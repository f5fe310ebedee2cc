import { number, object, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import type { BankWaitingReceipt } from './bankStatement';

/**
 * Reminders of forgotten work, sent by a scheduled job (once per item and period across all
 * instances, thresholds in the `reminders` setting, stoppable per branch with the branch's
 * `reminders_enabled`):
 * - to a branch (push to its CABANG accounts and WhatsApp to the branch's `no_wa`):
 *   registrations without a proof of payment, IDs assigned and not used;
 * - to SBS (push): receipts waiting longer than the working-hours threshold.
 * Each is written to the outbox, so the message log shows it.
 *
 * `GET /api/user/reminders/waiting_receipts` (SBS, the dashboard card): the receipts waiting
 * longer than the threshold now, the oldest first, at most `limit` (default 5, at most 50).
 */
export interface OverdueReceipt extends BankWaitingReceipt {
  /** Working hours waited so far, whole hours. */
  working_hours: number;
}

export interface OverdueReceiptsResponse {
  data: OverdueReceipt[];
  /** All overdue receipts, beyond the `limit` shown. */
  total: number;
  /** The threshold in force, in working hours. */
  threshold_hours: number;
}

/** How many overdue receipts the card shows unless asked, and at most. */
export const OVERDUE_RECEIPTS_LIMIT = { default: 5, max: 50 } as const;

const E = appMessages.errors;

export const overdueReceiptsQuery = object({
  limit: number()
    .typeError(E.badRequest)
    .integer(E.badRequest)
    .min(1, E.badRequest)
    .max(OVERDUE_RECEIPTS_LIMIT.max, E.badRequest)
    .default(OVERDUE_RECEIPTS_LIMIT.default),
});
export type OverdueReceiptsQuery = InferType<typeof overdueReceiptsQuery>;
