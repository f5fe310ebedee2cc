/** Payment receipt status codes, strings on the wire. */
export const RECEIPT_STATUS = {
  waiting: '0',
  confirmed: '1',
  rejected: '2',
} as const;
export type ReceiptStatus = (typeof RECEIPT_STATUS)[keyof typeof RECEIPT_STATUS];
export const RECEIPT_STATUSES: readonly ReceiptStatus[] = ['0', '1', '2'];

export const isReceiptStatus = (value: unknown): value is ReceiptStatus =>
  typeof value === 'string' && (RECEIPT_STATUSES as readonly string[]).includes(value);

/** 0 → 1 or 2; a rejected receipt may be reopened (2 → 0) or confirmed after all (2 → 1). */
const TRANSITIONS: Readonly<Record<ReceiptStatus, readonly ReceiptStatus[]>> = {
  '0': ['1', '2'],
  '1': [],
  '2': ['0', '1'],
};

export const canMoveReceipt = (from: ReceiptStatus, to: ReceiptStatus): boolean =>
  TRANSITIONS[from].includes(to);

export const nextReceiptStatuses = (from: ReceiptStatus): readonly ReceiptStatus[] =>
  TRANSITIONS[from];

/** A registration receipt or an upgrade receipt; both share statuses and the upload limit. */
export type ReceiptKind = 'registration' | 'upgrade';
