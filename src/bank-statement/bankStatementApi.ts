import type { GetListParams } from 'react-admin';
import type {
  BankColumnMapping,
  BankConfirmResponse,
  BankLineResponse,
  BankLinkRequest,
  BankReceiptLineResponse,
  BankStatementImportResponse,
  BankStatementLine,
  BankSummaryResponse,
} from '../../domain/api/bankStatement';
import type { ReceiptKind } from '../../domain/receipts';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';
import { filterValue, pagedList, segment } from '../resources/pagedEndpoints';

const base = () => `${apiConfig.apiUrl}/user/bank_statement`;

/** The list's filter as the tabs keep it (and the URL shows it). */
export interface BankLineFilter {
  status?: string;
}

/** The 'bank-statement' resource's list: the statement's lines of one state, paged by the server. */
export const bankLines = pagedList<BankStatementLine>(
  () => `${base()}/lines`,
  ({ pagination, filter }: GetListParams) => ({
    status: filterValue((filter as BankLineFilter).status),
    page: pagination?.page ?? 1,
  }),
);

/** The reconciliation's calls that are no operation on the lines resource. */
export const bankStatementApi = {
  /** A 422 with `columns` (BankMappingRequired) asks for `mapping`. */
  importBankStatement: (file: File, mapping?: BankColumnMapping) => {
    const body = new FormData();
    body.append('file', file);
    if (mapping) body.append('mapping', JSON.stringify(mapping));
    return requestJson<BankStatementImportResponse>(base(), { method: 'POST', body });
  },
  confirmBankLines: (lineIds: number[]) =>
    requestJson<BankConfirmResponse>(`${base()}/confirm`, {
      method: 'POST',
      body: { line_ids: lineIds },
    }),
  linkBankLine: (lineId: number, receipt: BankLinkRequest) =>
    requestJson<BankLineResponse>(`${base()}/lines/${segment(lineId)}/link`, {
      method: 'POST',
      body: receipt,
    }),
  unlinkBankLine: (lineId: number) =>
    requestJson<BankLineResponse>(`${base()}/lines/${segment(lineId)}/unlink`, { method: 'POST' }),
  getReceiptBankLine: (kind: ReceiptKind, receiptId: number, signal?: AbortSignal) =>
    requestJson<BankReceiptLineResponse>(`${base()}/receipt/${kind}/${segment(receiptId)}`, {
      signal,
    }),
  getBankSummary: (signal?: AbortSignal) =>
    requestJson<BankSummaryResponse>(`${base()}/summary`, { signal }),
};

export type BankStatementApi = typeof bankStatementApi;
