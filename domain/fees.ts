/** Fees in whole rupiah, as the server's fee schedule holds them. */
export interface FeeSchedule {
  registrationAog: number;
  registrationMog: number;
  upgradeAog: number;
  upgradeOther: number;
  privateClass: number;
}

export const DEFAULT_FEES: FeeSchedule = {
  registrationAog: 2_900_000,
  registrationMog: 420_000,
  upgradeAog: 2_655_000,
  upgradeOther: 285_000,
  privateClass: 750_000,
};

export type MemberType = 'AOG' | 'MOG';
export type PrivateClassAnswer = 'sudah' | 'belum';

/** Only an AOG who has not attended ('belum') pays the private class. */
const privateClassFee = (type: string, answer: string | null | undefined, fees: FeeSchedule) =>
  type === 'AOG' && answer === 'belum' ? fees.privateClass : 0;

/** New registration: AOG 2.900.000 (+750.000 when 'belum'), MOG 420.000. */
export const registrationFee = (
  type: MemberType,
  privateClass: string | null | undefined,
  fees: FeeSchedule,
): number =>
  (type === 'AOG' ? fees.registrationAog : fees.registrationMog) +
  privateClassFee(type, privateClass, fees);

/** Upgrade: to AOG 2.655.000 (+750.000 when 'belum'); any other type 285.000. */
export const upgradeFee = (
  newType: string,
  privateClass: string | null | undefined,
  fees: FeeSchedule,
): number =>
  (newType === 'AOG' ? fees.upgradeAog : fees.upgradeOther) +
  privateClassFee(newType, privateClass, fees);
