import type { FastifyPluginAsync } from 'fastify';
import {
  receiptDecisionSchema,
  receiptIdParams,
  type ReceiptConflictResponse,
  type ReceiptDecisionResponse,
} from '../../../domain/api/confirmation';
import { receiptListQuery, type ReceiptDetailResponse } from '../../../domain/api/receipts';
import type { ReceiptKind, ReceiptStatus } from '../../../domain/receipts';
import { appMessages } from '../../../i18n/app-id';
import { callerOf } from '../../auth/guard';
import type { YupTypeProvider } from '../../http/validation';
import { listAllReceipts } from '../service';
import { decideReceipt, readReceipt, type OnConfirmed } from './service';

export interface ReviewPaths {
  kind: ReceiptKind;
  /** The central list, e.g. /api/user/payment_receipt/search. */
  list: string;
  /** One receipt, e.g. /api/user/payment_receipt/:id. */
  show: string;
  /** The decision, e.g. PATCH /api/user/payment_receipt/:id. */
  decide: string;
  onConfirmed?: OnConfirmed;
}

/**
 * The central review of one kind of receipt: the list of every branch's receipts, one receipt
 * (also for its own branch) and the decision. The upgrade receipts register the same plugin
 * with their paths and what confirming an upgrade does.
 */
export const reviewRoutes =
  (paths: ReviewPaths): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<YupTypeProvider>();

    app.get(
      paths.list,
      {
        config: { access: { permission: 'receipts.list' } },
        schema: { querystring: receiptListQuery },
      },
      async (request) => listAllReceipts(app.ctx, paths.kind, request.query),
    );

    app.get(
      paths.show,
      {
        config: { access: { permission: 'receipts.read' } },
        schema: { params: receiptIdParams },
      },
      async (request): Promise<ReceiptDetailResponse> => ({
        data: await readReceipt(app.ctx, callerOf(request), paths.kind, request.params.id),
      }),
    );

    app.patch(
      paths.decide,
      {
        config: { access: { permission: 'receipts.confirm' } },
        schema: { params: receiptIdParams, body: receiptDecisionSchema },
      },
      async (request, reply): Promise<ReceiptDecisionResponse | ReceiptConflictResponse> => {
        const result = await decideReceipt(
          app.ctx,
          callerOf(request),
          paths.kind,
          request.params.id,
          {
            to: request.body.status as ReceiptStatus,
            duplicateSeen: request.body.duplicate_seen,
            seen: request.body.from_status as ReceiptStatus | undefined,
          },
          paths.onConfirmed,
        );
        if (!result.ok) {
          reply.status(409);
          return { message: result.message, data: result.receipt };
        }
        return { message: appMessages.confirmation.success, data: result.receipt };
      },
    );
  };

/** Registration receipts. */
export const registrationReviewRoutes = reviewRoutes({
  kind: 'registration',
  list: '/api/user/payment_receipt/search',
  show: '/api/user/payment_receipt/:id',
  decide: '/api/user/payment_receipt/:id',
});
