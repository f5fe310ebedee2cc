import { formatNumber } from './numbers';

/** 2900000 → 'Rp 2.900.000' (dot thousands, no decimals, a plain space). */
export const formatRupiah = (amount: number): string => `Rp ${formatNumber(amount)}`;
