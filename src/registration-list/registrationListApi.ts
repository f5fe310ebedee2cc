import type { UploadCountResponse, UploadProofRequest } from '../../domain/api/proofs';
import type { ReceiptDetailResponse } from '../../domain/api/receipts';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

export const registrationListApi = {
  uploadProof: (body: UploadProofRequest) =>
    requestJson<ReceiptDetailResponse>(
      `${apiConfig.apiUrl}/user/register_aog_mog/upload_bukti_pembayaran`,
      { method: 'POST', body },
    ),

  /** Today's registration proof uploads of the branch, and the daily limit. */
  getUploadStatus: () =>
    requestJson<UploadCountResponse>(`${apiConfig.apiUrl}/user/payment_receipt/cek_status`),
};
