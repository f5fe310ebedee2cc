import type { ReceiptListQuery } from '../../domain/api/receipts';
import { RECEIPTS_PER_PAGE } from '../../domain/lists';
import type { ReceiptKind, ReceiptStatus } from '../../domain/receipts';
import type { AppContext } from '../context';
import { listReceipts } from './repository';

/** One page of a branch's receipts of a kind: its payment history. */
export const listBranchReceipts = (
  ctx: AppContext,
  kind: ReceiptKind,
  branchId: number,
  query: ReceiptListQuery,
) =>
  listReceipts(ctx.db, {
    kind,
    status: query.status as ReceiptStatus | '',
    branchId,
    day: query.date,
    page: query.page,
    perPage: RECEIPTS_PER_PAGE,
  });

/** One page of every branch's receipts of a kind, each with the proofs it may duplicate. */
export const listAllReceipts = (ctx: AppContext, kind: ReceiptKind, query: ReceiptListQuery) =>
  listReceipts(ctx.db, {
    kind,
    status: query.status as ReceiptStatus | '',
    day: query.date,
    page: query.page,
    perPage: RECEIPTS_PER_PAGE,
    withDuplicates: true,
  });
