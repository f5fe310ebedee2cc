import { useResourceContext } from 'react-admin';
import type { ReceiptKind } from '../../domain/receipts';
import { apiConfig } from '../providers/config';

/**
 * The receipt screens serve both kinds: registration receipts at
 * /payment-history and /payment-receipt, upgrade receipts at the same paths with '-upgrade'.
 * Each resource names its kind here; the shared views ask their resource.
 */
export const RECEIPT_RESOURCES = {
  history: { registration: 'payment-history', upgrade: 'payment-history-upgrade' },
  review: { registration: 'payment-receipt', upgrade: 'payment-receipt-upgrade' },
  /** The rows still needing proof, with the upload. */
  proofs: { registration: 'registration-form', upgrade: 'upgrade-mog' },
} as const satisfies Record<string, Record<ReceiptKind, string>>;

const KIND_OF: ReadonlyMap<string, ReceiptKind> = new Map(
  Object.values(RECEIPT_RESOURCES).flatMap((names) =>
    (Object.entries(names) as [ReceiptKind, string][]).map(([kind, name]) => [name, kind]),
  ),
);

/** The kind of the receipts the enclosing resource lists. */
export const useReceiptKind = (): ReceiptKind =>
  KIND_OF.get(useResourceContext() ?? '') ?? 'registration';

/** The API's receipt paths of a kind. */
export const receiptApi = (kind: ReceiptKind) => {
  const base = `${apiConfig.apiUrl}/user`;
  return kind === 'upgrade'
    ? {
        receipts: `${base}/upgrade_payment_receipt`,
        decision: `${base}/history_upgrade_payment_receipt`,
      }
    : { receipts: `${base}/payment_receipt`, decision: `${base}/payment_receipt` };
};
