import type { FastifyPluginAsync } from 'fastify';
import { receiptIdParams } from '../../domain/api/confirmation';
import { kuitansiVerifyParams, type KuitansiVerificationResponse } from '../../domain/api/kuitansi';
import type { ReceiptKind } from '../../domain/receipts';
import { callerOf } from '../auth/guard';
import { notFound } from '../http/errors';
import type { YupTypeProvider } from '../http/validation';
import { kuitansiDownload, verifyKuitansi } from './service';

const DOWNLOADS: Record<ReceiptKind, string> = {
  registration: '/api/user/payment_receipt/:id/kuitansi',
  upgrade: '/api/user/upgrade_payment_receipt/:id/kuitansi',
};

/** The receipt documents: their download (SBS and the receipt's branch) and the public check. */
export const kuitansiRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  for (const [kind, url] of Object.entries(DOWNLOADS) as [ReceiptKind, string][]) {
    app.get(
      url,
      {
        config: { access: { permission: 'receipts.read' } },
        schema: { params: receiptIdParams },
      },
      async (request, reply) => {
        const { fileName, pdf } = await kuitansiDownload(
          app.ctx,
          fastify.workers,
          callerOf(request),
          kind,
          request.params.id,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  }

  // A malformed code is checked here, not as the route's params: it answers 404 like an
  // unknown one (no 422 telling a prober what a code looks like).
  app.get<{ Params: { code: string } }>(
    '/api/public/verify/:code',
    { config: { access: { public: true } } },
    async (request): Promise<KuitansiVerificationResponse> => {
      if (!kuitansiVerifyParams.isValidSync(request.params)) throw notFound();
      return { data: await verifyKuitansi(app.ctx, request.params.code) };
    },
  );
};
