import type { FastifyPluginAsync } from 'fastify';
import { mixed, object, string } from 'yup';
import {
  bankConfirmSchema,
  bankLineParams,
  bankLinesQuery,
  bankLinkSchema,
  bankReceiptParams,
  MAX_STATEMENT_BYTES,
  type BankConfirmResponse,
  type BankLineResponse,
  type BankReceiptLineResponse,
  type BankStatementImportResponse,
  type BankStatementLinesResponse,
  type BankSummaryResponse,
} from '../../domain/api/bankStatement';
import type { ReceiptKind } from '../../domain/receipts';
import { bankServerMessages } from '../../i18n/app/bankServer';
import { callerOf } from '../auth/guard';
import { isUploadedFile, type UploadedFile } from '../http/multipart';
import type { YupTypeProvider } from '../http/validation';
import { confirmUpgrades } from '../upgrade/service';
import {
  confirmStatementLines,
  importStatement,
  linkStatementLine,
  listStatementLines,
  receiptLine,
  statementSummary,
  unlinkStatementLine,
} from './service';

const M = bankServerMessages;

/** The import's form: one file, and the mapping of an unknown layout as JSON text. */
const importForm = object({
  file: mixed<UploadedFile>()
    .required(M.fileRequired)
    .test('file', M.fileRequired, (value) => value === undefined || isUploadedFile(value)),
  mapping: string().max(2000, M.mappingInvalid).optional(),
});

const access = { access: { permission: 'bank.reconcile' as const } };

/** Bank reconciliation (SBS): the statement's import, its lines, links and confirmations. */
export const bankStatementRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.post(
    '/api/user/bank_statement',
    {
      config: { ...access, uploadBytes: MAX_STATEMENT_BYTES },
      schema: { body: importForm },
    },
    async (request): Promise<BankStatementImportResponse> =>
      importStatement(app.ctx, callerOf(request), {
        file: request.body.file.data,
        mapping: request.body.mapping,
      }),
  );

  app.get(
    '/api/user/bank_statement/lines',
    { config: access, schema: { querystring: bankLinesQuery } },
    async (request): Promise<BankStatementLinesResponse> =>
      listStatementLines(app.ctx, request.query),
  );

  app.post(
    '/api/user/bank_statement/confirm',
    { config: access, schema: { body: bankConfirmSchema } },
    async (request): Promise<BankConfirmResponse> =>
      confirmStatementLines(app.ctx, callerOf(request), request.body.line_ids, {
        upgrade: confirmUpgrades,
      }),
  );

  app.post(
    '/api/user/bank_statement/lines/:id/link',
    { config: access, schema: { params: bankLineParams, body: bankLinkSchema } },
    async (request): Promise<BankLineResponse> => ({
      data: await linkStatementLine(app.ctx, callerOf(request), request.params.id, {
        kind: request.body.kind as ReceiptKind,
        receiptId: request.body.receipt_id,
      }),
    }),
  );

  app.post(
    '/api/user/bank_statement/lines/:id/unlink',
    { config: access, schema: { params: bankLineParams } },
    async (request): Promise<BankLineResponse> => ({
      data: await unlinkStatementLine(app.ctx, callerOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/user/bank_statement/receipt/:kind/:id',
    { config: access, schema: { params: bankReceiptParams } },
    async (request): Promise<BankReceiptLineResponse> => ({
      data: await receiptLine(app.ctx, request.params.kind as ReceiptKind, request.params.id),
    }),
  );

  app.get(
    '/api/user/bank_statement/summary',
    { config: access },
    async (): Promise<BankSummaryResponse> => statementSummary(app.ctx),
  );
};
