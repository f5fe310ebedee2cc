import type { FeesResponse } from '../../domain/api/registrationForm';
import { registrationFee, type FeeSchedule } from '../../domain/fees';
import { asksPrivateClass } from '../../domain/member';

export interface FeeLines {
  type: 'AOG' | 'MOG';
  registration: number;
  /** Only an AOG who has not attended pays it; null when the question does not apply. */
  privateClass: number | null;
  total: number;
}

/** The schedule as the fees call answers it, in the shape domain/fees.ts computes with. */
export const scheduleOf = (fees: FeesResponse['data']): FeeSchedule => ({
  registrationAog: fees.biaya_daftar_aog,
  registrationMog: fees.biaya_daftar_mog,
  upgradeAog: fees.biaya_aog_upgrade,
  upgradeOther: fees.biaya_mog_upgrade,
  privateClass: fees.biaya_private_class,
});

/** 'Rincian Pembayaran' for a type and private-class answer: the server's own computation. */
export const feeLines = (
  type: string,
  privateClass: string | null | undefined,
  schedule: FeeSchedule,
): FeeLines | null => {
  if (type !== 'AOG' && type !== 'MOG') return null;
  const registration = registrationFee(type, 'sudah', schedule);
  const total = registrationFee(type, privateClass, schedule);
  return {
    type,
    registration,
    privateClass: asksPrivateClass(type) ? total - registration : null,
    total,
  };
};
