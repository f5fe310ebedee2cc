import type {
  SelectionTotalResponse,
  UploadCountResponse,
  UploadProofRequest,
} from '../../domain/api/proofs';
import type { ReceiptDetailResponse } from '../../domain/api/receipts';
import type { ReceiptKind } from '../../domain/receipts';
import { apiConfig } from '../providers/config';
import { receiptApi } from '../receipts/receiptKind';
import { requestJson } from '../providers/httpClient';

/** Where the rows still needing proof of a kind live. */
const rowsApi = (kind: ReceiptKind) =>
  `${apiConfig.apiUrl}/user/${kind === 'upgrade' ? 'upgrade_aog_mog' : 'register_aog_mog'}`;

export const proofsApi = {
  /** An upgrade proof lists its rows as id objects. */
  uploadProof: (body: UploadProofRequest, kind: ReceiptKind = 'registration') =>
    requestJson<ReceiptDetailResponse>(`${rowsApi(kind)}/upload_bukti_pembayaran`, {
      method: 'POST',
      body: kind === 'upgrade' ? { ...body, id_form: body.id_form.map((id) => ({ id })) } : body,
    }),

  /**
   * The checked rows (on any page) the branch may still upload a proof for, and their total:
   * the list holds only the page shown, so the server adds them up.
   */
  getSelectionTotal: (ids: readonly number[], kind: ReceiptKind = 'registration') =>
    requestJson<SelectionTotalResponse>(`${rowsApi(kind)}/selection_total`, {
      method: 'POST',
      body: { id_form: ids },
    }),

  /** Today's proof uploads of the branch of a kind (counted apart), and the daily limit. */
  getUploadStatus: (kind: ReceiptKind = 'registration') =>
    requestJson<UploadCountResponse>(`${receiptApi(kind).receipts}/cek_status`),
};

export type ProofsApi = typeof proofsApi;
