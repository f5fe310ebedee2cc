import type { UploadCountResponse, UploadProofRequest } from '../../domain/api/proofs';
import type { ReceiptDetailResponse } from '../../domain/api/receipts';
import type { ReceiptKind } from '../../domain/receipts';
import { apiConfig } from '../config';
import { receiptApi } from '../receipts/receiptKind';
import { requestJson } from '../providers/httpClient';

export const registrationListApi = {
  /** An upgrade proof lists its rows as id objects (SPEC.md section 7). */
  uploadProof: (body: UploadProofRequest, kind: ReceiptKind = 'registration') =>
    kind === 'upgrade'
      ? requestJson<ReceiptDetailResponse>(
          `${apiConfig.apiUrl}/user/upgrade_aog_mog/upload_bukti_pembayaran`,
          { method: 'POST', body: { ...body, id_form: body.id_form.map((id) => ({ id })) } },
        )
      : requestJson<ReceiptDetailResponse>(
          `${apiConfig.apiUrl}/user/register_aog_mog/upload_bukti_pembayaran`,
          { method: 'POST', body },
        ),

  /** Today's proof uploads of the branch of a kind (counted apart), and the daily limit. */
  getUploadStatus: (kind: ReceiptKind = 'registration') =>
    requestJson<UploadCountResponse>(`${receiptApi(kind).receipts}/cek_status`),
};
