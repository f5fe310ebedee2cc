import { appMessages } from '../i18n/app-id';
import { fillMessage } from './messages';

/**
 * What the WhatsApp Cloud API reports about a message after accepting it (its status webhook),
 * and which of its refusals a retry can change.
 */

export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * The statuses a report may replace. Reports arrive late, twice and out of order: a status only
 * moves forward (sent → delivered → read), and a failure ends a message that was not delivered.
 */
const EARLIER: Record<DeliveryStatus, readonly (DeliveryStatus | null)[]> = {
  sent: [null],
  delivered: [null, 'sent'],
  read: [null, 'sent', 'delivered'],
  failed: [null, 'sent'],
};

export const statusesBefore = (next: DeliveryStatus): readonly (DeliveryStatus | null)[] =>
  EARLIER[next];

export const advancesDelivery = (current: DeliveryStatus | null, next: DeliveryStatus): boolean =>
  EARLIER[next].includes(current);

/**
 * Refusals no retry changes: the number is not on WhatsApp (131026), the 24-hour window is
 * closed (131047), the message type or template is wrong (131051, 132xxx), the recipient is the
 * sender or not allowed (131021, 131030), stopped marketing (131050), a number not registered
 * (133010). Anything else, rate limits (130429, 131048, 131056) and outages included, is tried
 * again with the outbox's backoff.
 */
const PERMANENT_CODES = new Set([131021, 131026, 131030, 131047, 131050, 131051, 133010]);

export const isPermanentError = (code: number): boolean =>
  PERMANENT_CODES.has(code) || (code >= 132000 && code <= 132999);

/** Rate limits: tried again later, like any refusal that is not permanent. */
export const RATE_LIMIT_CODES = [130429, 131048, 131056] as const;

/** The Cloud API's error codes the message log explains in Indonesian. */
export const EXPLAINED_ERROR_CODES = [
  130429, 131021, 131026, 131030, 131047, 131048, 131049, 131050, 131051, 131056, 132000, 132001,
  132015, 132016, 133010,
] as const;
export type ExplainedErrorCode = (typeof EXPLAINED_ERROR_CODES)[number];

export const isExplainedError = (code: number): code is ExplainedErrorCode =>
  (EXPLAINED_ERROR_CODES as readonly number[]).includes(code);

/** A failure as the message log explains it, in Indonesian, with the API's code. */
export const deliveryFailureText = (code: number | null, title: string | null): string => {
  const M = appMessages.whatsapp.delivery;
  const reason =
    code !== null && isExplainedError(code)
      ? M.errors[code]
      : fillMessage(M.other, { title: title ?? '-' });
  return code === null ? reason : fillMessage(M.withCode, { reason, code });
};
