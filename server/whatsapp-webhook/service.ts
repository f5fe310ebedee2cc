import { timingSafeEqual } from 'node:crypto';
import type { WebhookReceived, WebhookVerifyQuery } from '../../domain/api/whatsappWebhook';
import { deliveryFailureText, isPermanentError } from '../../domain/whatsappDelivery';
import { appMessages } from '../../i18n/app-id';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import { findSentByWamid, markReportedFailure } from '../outbox/repository';
import { OUTBOX_POLICY, retryDelayMs } from '../outbox/worker';
import { statusReports, templateReviews, type StatusReport } from './events';
import { applyTemplateReview } from '../whatsapp/service';
import { recordReport } from './repository';
import { isSignedBy } from './signature';

const M = appMessages.errors;

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Meta's verification call: the challenge back when the token is the one configured. */
export const verifySubscription = (ctx: AppContext, query: WebhookVerifyQuery): string => {
  const token = ctx.config.whatsappWebhook.verifyToken;
  if (!token || query['hub.mode'] !== 'subscribe' || !sameText(query['hub.verify_token'], token)) {
    throw forbidden(M.webhookToken);
  }
  return query['hub.challenge'];
};

/**
 * A failure reported after the API accepted the message: the outbox tries it again with its
 * backoff unless the code is permanent or the tries are used up; the log shows why.
 */
const applyFailure = async (db: Executor, report: StatusReport, now: Date): Promise<void> => {
  const message = await findSentByWamid(db, report.wamid);
  if (!message) return;
  const retry =
    !(report.errorCode !== null && isPermanentError(report.errorCode)) &&
    message.attempts < OUTBOX_POLICY.maxAttempts;
  await markReportedFailure(
    db,
    message.id,
    deliveryFailureText(report.errorCode, report.errorTitle),
    retry ? new Date(now.getTime() + retryDelayMs(message.attempts)) : null,
  );
};

/**
 * A call of the Cloud API's webhook: refused (401, nothing recorded) unless signed with the
 * app secret over the exact bytes received; then each status report is recorded, forward only,
 * and each template review (an approval releases the template's waiting messages).
 */
export const receiveEvents = async (
  ctx: AppContext,
  rawBody: unknown,
  signature: unknown,
): Promise<WebhookReceived> => {
  const secret = ctx.config.whatsappWebhook.appSecret;
  if (!secret || !Buffer.isBuffer(rawBody) || !isSignedBy(secret, rawBody, signature)) {
    throw unauthorized(M.webhookSignature);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest(M.badRequest, { _: [M.badRequest] });
  }
  const reports = statusReports(payload);
  const reviews = templateReviews(payload);
  const now = ctx.clock.now();
  let recorded = 0;
  await ctx.db.transaction(async (tx) => {
    for (const report of reports) {
      if (!(await recordReport(tx, report))) continue;
      recorded += 1;
      if (report.status === 'failed') await applyFailure(tx, report, now);
    }
    for (const review of reviews) recorded += await applyTemplateReview(tx, review, now);
  });
  return { recorded };
};
