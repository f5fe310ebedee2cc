import type { FastifyPluginAsync } from 'fastify';
import {
  registrationListQuery,
  selectionTotalSchema,
  uploadProofSchema,
} from '../../../domain/api/proofs';
import type { ReceiptDetailResponse } from '../../../domain/api/receipts';
import { receiptListQuery } from '../../../domain/api/receipts';
import type { ReceiptKind } from '../../../domain/receipts';
import { callerOf } from '../../auth/guard';
import { IMAGE_BODY_LIMIT } from '../../http/limits';
import type { YupTypeProvider } from '../../http/validation';
import { listBranchReceipts } from '../service';
import { branchOf, needingProof, totalOfSelection, uploadProof, uploadStatus } from './service';

/**
 * A branch's own receipts of one kind: the day's upload count, the payment history and the
 * total of the rows checked for a proof. The branch is always the caller's own.
 */
export const branchReceiptRoutes =
  (paths: {
    kind: ReceiptKind;
    status: string;
    history: string;
    total: string;
  }): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<YupTypeProvider>();

    // A read with up to 200 ids: they travel as a body, as the upload sends them.
    app.post(
      paths.total,
      {
        config: { access: { permission: 'receipts.upload' } },
        schema: { body: selectionTotalSchema },
      },
      async (request) =>
        totalOfSelection(app.ctx, callerOf(request), paths.kind, request.body.id_form),
    );

    app.get(
      paths.status,
      { config: { access: { permission: 'receipts.upload' } } },
      async (request) => uploadStatus(app.ctx, callerOf(request), paths.kind),
    );

    app.get(
      paths.history,
      {
        config: { access: { permission: 'receipts.branch' } },
        schema: { querystring: receiptListQuery },
      },
      async (request) =>
        listBranchReceipts(app.ctx, paths.kind, branchOf(callerOf(request)), request.query),
    );
  };

/**
 * A branch's side of registration payments: the rows still needing proof, the proof upload, the
 * day's upload count and the branch's payment history.
 */
export const proofRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/register_aog_mog/index',
    {
      config: { access: { permission: 'registrations.list' } },
      schema: { querystring: registrationListQuery },
    },
    async (request) => needingProof(app.ctx, callerOf(request), request.query),
  );

  app.post(
    '/api/user/register_aog_mog/upload_bukti_pembayaran',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: { permission: 'receipts.upload' } },
      schema: { body: uploadProofSchema },
    },
    async (request, reply): Promise<ReceiptDetailResponse> => {
      const data = await uploadProof(app.ctx, callerOf(request), 'registration', request.body);
      reply.status(201);
      return { data };
    },
  );

  await app.register(
    branchReceiptRoutes({
      kind: 'registration',
      status: '/api/user/payment_receipt/cek_status',
      history: '/api/user/payment_receipt/search_by_branch',
      total: '/api/user/register_aog_mog/selection_total',
    }),
  );
};
