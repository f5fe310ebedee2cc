import { adminMessages } from '../../i18n/app/admin';
import { stale } from '../http/errors';

/**
 * Optimistic concurrency for the admin records: a PUT that carries the `updated_at` it read
 * is refused (409 with the current record) when the record has changed since.
 */
export const assertFresh = <T>(
  sent: string | null | undefined,
  stored: Date | null,
  current: T,
) => {
  if (sent === undefined || sent === null) return;
  const sentAt = Date.parse(sent);
  if (Number.isNaN(sentAt) || sentAt !== (stored?.getTime() ?? Number.NaN)) {
    throw stale(adminMessages.stale, current);
  }
};

/** The next `updated_at`: now, but always later than the last one, so every change is seen. */
export const nextVersion = (previous: Date | null, now: Date): Date =>
  previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
