/*
 * Apart from the request schemas (domain/api/): the list screens read these page sizes, limits
 * and filter values, and yup is not part of their first load.
 */

/** the inquiry list shows 10 members a page. */
export const INQUIRY_PER_PAGE = 10;

/** Receipt lists are paged by the server, 10 a page. */
export const RECEIPTS_PER_PAGE = 10;

export const REPORT_PER_PAGE = 10;

/** 'Rekonsiliasi Bank' pages the statement's lines by the server, 20 a page. */
export const BANK_LINES_PER_PAGE = 20;

/** Upgrade candidates: 5 a page. */
export const UPGRADE_CANDIDATES_PER_PAGE = 5;

/** At most this many registrations share one proof (an upload is one transfer). */
export const MAX_ROWS_PER_PROOF = 200;

/** The registration list's page sizes, the first the default. */
export const REGISTRATION_PAGE_SIZES = [5, 10, 25] as const;

/** What 'Jumlah Permintaan' offers on /generate-id; 50 first. */
export const ID_PAGE_SIZES = [10, 25, 50, 100, 500, 1000] as const;
export const CENTRAL_ID_PAGE_SIZE = 50;
export const BRANCH_ID_PAGE_SIZE = 20;

/** The ID picker shows 50 options at most. */
export const ID_DROPDOWN_LIMIT = 50;

export const OUTBOX_STATUSES = ['pending', 'waiting', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Why a 'skipped' message was recorded but never sent (texts in i18n whatsapp.log.notSent): no
 * consent, or a reminder while the business account sends templates only (reminders have none).
 */
export const NOT_SENT_REASONS = ['no_consent', 'no_template'] as const;
export type NotSentReason = (typeof NOT_SENT_REASONS)[number];

/**
 * The channels the message log shows: WhatsApp and Web Push. E-mails never (a reset e-mail
 * holds a new password).
 */
export const OUTBOX_LOG_CHANNELS = ['whatsapp', 'push'] as const;
export type OutboxLogChannel = (typeof OUTBOX_LOG_CHANNELS)[number];

/** The message log is paged by the server, 20 a page. */
export const OUTBOX_PER_PAGE = 20;
