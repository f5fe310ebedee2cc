import type { ReceiptDetail, ReceiptSummary } from '../../../domain/api/receipts';

/** A receipt as the lists answer it: without the rows it was made for (docs/openapi.yaml). */
export const summaryOf = ({
  register_aog_mog: _rows,
  history_upgrade: _upgrades,
  ...summary
}: ReceiptDetail): ReceiptSummary => summary;

/** A new registration receipt as an upload answers it; tests override what they need. */
export const uploadedReceipt = (overrides: Partial<ReceiptDetail> = {}): ReceiptDetail => ({
  id: 99,
  kind: 'registration',
  inv_name: 'INV/REG/20261118/0003',
  status: '0',
  count_aog: 0,
  count_mog: 0,
  total_biaya: 0,
  created_at: '2026-11-18T04:00:00.000Z',
  status_changed_at: '2026-11-18T04:00:00.000Z',
  image: '/api/user/files/00000000-0000-4000-8000-000000000099',
  branch: { id: 3, name: 'Cabang Jakarta Selatan' },
  duplicates: [],
  duplicate_seen_at: null,
  kuitansi_number: null,
  register_aog_mog: [],
  history_upgrade: [],
  ...overrides,
});
