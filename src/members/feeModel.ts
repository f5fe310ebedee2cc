import type { FeesResponse } from '../../domain/api/registrationForm';
import { registrationFee, upgradeFee, type FeeSchedule } from '../../domain/fees';
import { asksPrivateClass } from '../../domain/member';

/** What the member form's fee is for: a new registration or an upgrade to the chosen type. */
export type FeeKind = 'registration' | 'upgrade';

export interface FeeLines {
  type: 'AOG' | 'MOG';
  /** The registration or upgrade fee of the type, without the private class. */
  base: number;
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

const FEE_OF = { registration: registrationFee, upgrade: upgradeFee } as const;

/** 'Rincian Pembayaran' for a type and private-class answer: the server's own computation. */
export const feeLines = (
  type: string,
  privateClass: string | null | undefined,
  schedule: FeeSchedule,
  kind: FeeKind = 'registration',
): FeeLines | null => {
  if (type !== 'AOG' && type !== 'MOG') return null;
  const fee = FEE_OF[kind];
  const base = fee(type, 'sudah', schedule);
  const total = fee(type, privateClass, schedule);
  return {
    type,
    base,
    privateClass: asksPrivateClass(type) ? total - base : null,
    total,
  };
};
