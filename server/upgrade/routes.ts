import type { FastifyPluginAsync } from 'fastify';
import type { ReceiptDetailResponse } from '../../domain/api/receipts';
import { receiptIdParams } from '../../domain/api/confirmation';
import {
  upgradeCreateSchema,
  upgradeProofSchema,
  upgradeSearchQuery,
  type UpgradeListResponse,
  type UpgradeMemberResponse,
  type UpgradeResponse,
  type UpgradeSearchResponse,
} from '../../domain/api/upgrade';
import { callerOf } from '../auth/guard';
import { IMAGE_BODY_LIMIT } from '../http/limits';
import type { YupTypeProvider } from '../http/validation';
import { branchReceiptRoutes } from '../receipts/upload/routes';
import { uploadProof } from '../receipts/upload/service';
import { reviewRoutes } from '../receipts/review/routes';
import {
  confirmUpgrades,
  createUpgrade,
  readUpgradeMember,
  searchUpgradeCandidates,
  upgradesNeedingProof,
} from './service';

/**
 * Upgrading a MOG of the caller's branch to AOG: the candidate
 * search, the upgrade itself, the upgrades still needing proof and
 * their proof upload, the branch's upgrade receipts, and the central review of upgrade receipts
 * (the registration review's plugin, with the member switch on confirmation).
 */
export const upgradeRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/register_aog_mog/search',
    {
      config: { access: { permission: 'upgrades.list' } },
      schema: { querystring: upgradeSearchQuery },
    },
    async (request): Promise<UpgradeSearchResponse> =>
      searchUpgradeCandidates(app.ctx, callerOf(request), request.query),
  );

  app.post(
    '/api/user/upgrade_aog_mog',
    {
      config: { access: { permission: 'upgrades.create' } },
      schema: { body: upgradeCreateSchema },
    },
    async (request, reply): Promise<UpgradeResponse> => {
      const data = await createUpgrade(
        app.ctx,
        callerOf(request),
        { noId: request.body.no_id_lama },
        request.body,
      );
      reply.status(201);
      return { data };
    },
  );

  app.get(
    '/api/user/upgrade_aog_mog/:id',
    {
      config: { access: { permission: 'upgrades.create' } },
      schema: { params: receiptIdParams },
    },
    async (request): Promise<UpgradeMemberResponse> => ({
      data: await readUpgradeMember(app.ctx, callerOf(request), request.params.id),
    }),
  );

  app.patch(
    '/api/user/upgrade_aog_mog/:id',
    {
      config: { access: { permission: 'upgrades.create' } },
      schema: { params: receiptIdParams, body: upgradeCreateSchema },
    },
    async (request): Promise<UpgradeResponse> => ({
      data: await createUpgrade(
        app.ctx,
        callerOf(request),
        { id: request.params.id },
        request.body,
      ),
    }),
  );

  app.get(
    '/api/user/upgrade_aog_mog/index',
    { config: { access: { permission: 'upgrades.list' } } },
    async (request): Promise<UpgradeListResponse> =>
      upgradesNeedingProof(app.ctx, callerOf(request)),
  );

  app.post(
    '/api/user/upgrade_aog_mog/upload_bukti_pembayaran',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: { permission: 'receipts.upload' } },
      schema: { body: upgradeProofSchema },
    },
    async (request, reply): Promise<ReceiptDetailResponse> => {
      const { image, amount, id_form } = request.body;
      const data = await uploadProof(app.ctx, callerOf(request), 'upgrade', {
        image,
        amount,
        id_form: id_form.map((row) => row.id),
      });
      reply.status(201);
      return { data };
    },
  );

  await app.register(
    branchReceiptRoutes({
      kind: 'upgrade',
      status: '/api/user/upgrade_payment_receipt/cek_status',
      history: '/api/user/upgrade_payment_receipt/search_by_branch',
      total: '/api/user/upgrade_aog_mog/selection_total',
    }),
  );

  await app.register(
    reviewRoutes({
      kind: 'upgrade',
      list: '/api/user/upgrade_payment_receipt/search',
      show: '/api/user/upgrade_payment_receipt/:id',
      decide: '/api/user/history_upgrade_payment_receipt/:id',
      onConfirmed: confirmUpgrades,
    }),
  );
};
