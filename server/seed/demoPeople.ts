import type { registerAogMog } from '../db/schema';
import {
  BANKS,
  EDUCATION,
  EMAIL_DOMAINS,
  HOMEMAKER,
  HOUSING,
  JOBS,
  MOBILE_PREFIXES,
  PARCEL_DELIVERY,
} from './demoData';
import { NAME_POOLS, type NameStyle } from './demoNames';
import { STREETS, type DemoBranch, type Region } from './demoPlaces';
import { DAY } from './jakartaTime';
import type { Random } from './random';

/** The registrant's own fields of a member row; type, ID, fees and referrer come from the plan. */
export type PersonFields = Pick<
  typeof registerAogMog.$inferInsert,
  | 'namaLengkap'
  | 'tempatLahir'
  | 'tanggalLahir'
  | 'jenisKelamin'
  | 'noKtp'
  | 'email'
  | 'noWa'
  | 'nomorRekening'
  | 'namaBank'
  | 'pendidikanTerakhir'
  | 'statusPernikahan'
  | 'pekerjaan'
  | 'statusKepemilikanRumah'
  | 'kepemilikanNpwp'
  | 'noNpwp'
  | 'apakahAnggotaKoperasi'
  | 'agama'
  | 'alamatKtp'
  | 'provinsiKtp'
  | 'kotaKtp'
  | 'kecamatanKtp'
  | 'kelurahanKtp'
  | 'kodePosKtp'
  | 'negaraKtp'
  | 'alamatDomisili'
  | 'provinsiDomisili'
  | 'kotaDomisili'
  | 'kecamatanDomisili'
  | 'kelurahanDomisili'
  | 'kodePosDomisili'
  | 'negaraDomisili'
  | 'checked'
  | 'pengirimanPaket'
>;

export type Gender = 'Laki-laki' | 'Perempuan';

export interface PersonName {
  full: string;
  gender: Gender;
  style: NameStyle;
}

export const pickStyle = (rng: Random, branch: DemoBranch): NameStyle =>
  rng.weighted(branch.styles);

export const makeName = (rng: Random, style: NameStyle, gender?: Gender): PersonName => {
  const pool = NAME_POOLS[style];
  const chosen = gender ?? (rng.chance(0.5) ? 'Laki-laki' : 'Perempuan');
  const male = chosen === 'Laki-laki';
  const first = rng.pick(male ? pool.male : pool.female);
  const last = rng.pick(male ? pool.maleLast : pool.femaleLast);
  return { full: first === last ? first : `${first} ${last}`, gender: chosen, style };
};

/** '+62812…': a mobile number as the form's phone pattern accepts it. */
const phoneNumber = (rng: Random): string =>
  `+62${rng.pick(MOBILE_PREFIXES)}${rng.digits(rng.int(7, 8))}`;

export const bankAccount = (rng: Random): { bank: string; account: string } => {
  const bank = rng.weighted(BANKS);
  return { bank: bank.name, account: `${rng.int(1, 9)}${rng.digits(bank.accountDigits - 1)}` };
};

interface Address {
  alamat: string;
  provinsi: string;
  kota: string;
  kecamatan: string;
  kelurahan: string;
  kodePos: string;
  districtCode: string;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const makeAddress = (rng: Random, region: Region): Address => {
  const district = rng.pick(region.districts);
  const village = rng.pick(district.villages);
  const street = rng.chance(0.15)
    ? `Perum ${rng.pick(['Griya Asri', 'Bumi Indah', 'Taman Sari', 'Puri Permai', 'Villa Mutiara'])} Blok ${rng.pick(['A', 'B', 'C', 'D', 'E'])}${rng.int(1, 12)} No. ${rng.int(1, 40)}`
    : `${rng.pick(STREETS)} No. ${rng.int(1, 150)}`;
  return {
    alamat: `${street}, RT ${pad(rng.int(1, 15), 3)}/RW ${pad(rng.int(1, 12), 3)}`,
    provinsi: region.province,
    kota: region.regency,
    kecamatan: district.name,
    kelurahan: village.name,
    kodePos: village.postcode,
    districtCode: district.code,
  };
};

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** NIK: region (6) + birth date with 40 added to a woman's day (6) + serial (4). */
const ktpNumber = (
  rng: Random,
  regencyCode: string,
  districtCode: string,
  birth: string,
  gender: Gender,
): string => {
  const [year = '', month = '', day = ''] = birth.split('-');
  const dd = Number(day) + (gender === 'Perempuan' ? 40 : 0);
  return `${regencyCode}${districtCode}${pad(dd, 2)}${month}${year.slice(2)}${pad(rng.int(1, 2999), 4)}`;
};

const emailFor = (rng: Random, name: string): string => {
  const parts = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean);
  const first = parts[0] ?? 'anggota';
  const last = parts[parts.length - 1] ?? '';
  const local = rng.weighted([
    [`${first}.${last}`, 3],
    [`${first}${last}`, 2],
    [`${first}_${last}`, 1],
    [`${first}${rng.int(10, 99)}`, 2],
  ] as const);
  const suffix = rng.chance(0.6) ? String(rng.int(1, 999)) : '';
  return `${local}${suffix}@${rng.weighted(EMAIL_DOMAINS)}`;
};

const maritalStatus = (rng: Random, age: number): string => {
  if (age < 25)
    return rng.weighted([
      ['Belum Menikah', 75],
      ['Menikah', 24],
      ['Cerai Hidup', 1],
    ] as const);
  if (age < 35)
    return rng.weighted([
      ['Menikah', 62],
      ['Belum Menikah', 35],
      ['Cerai Hidup', 3],
    ] as const);
  return rng.weighted([
    ['Menikah', 84],
    ['Cerai Hidup', 6],
    ['Cerai Mati', 6],
    ['Belum Menikah', 4],
  ] as const);
};

/**
 * One registrant of `branch`, registering at `at`: most live in the branch's city, some carry
 * a KTP from elsewhere (and then a separate domicile), most have the same domicile as the KTP.
 */
export const makePerson = (
  rng: Random,
  branch: DemoBranch,
  branches: readonly DemoBranch[],
  at: number,
): PersonFields => {
  const style = pickStyle(rng, branch);
  const name = makeName(rng, style);
  const age = rng.weighted([
    [rng.int(20, 29), 30],
    [rng.int(30, 44), 45],
    [rng.int(45, 60), 25],
  ] as const);
  const birth = isoDate(at - age * 365.25 * DAY - rng.int(0, 364) * DAY);
  const fromElsewhere = rng.chance(0.15);
  const ktpRegion = fromElsewhere ? rng.pick(branches).region : branch.region;
  const ktp = makeAddress(rng, ktpRegion);
  const sameAddress = ktpRegion === branch.region && rng.chance(0.7);
  const domicile = sameAddress ? ktp : makeAddress(rng, branch.region);
  const account = bankAccount(rng);
  const job =
    name.gender === 'Perempuan' && age >= 25 && rng.chance(0.2)
      ? HOMEMAKER
      : age < 23 && rng.chance(0.4)
        ? 'Mahasiswa'
        : rng.weighted(JOBS);
  const hasNpwp = job !== HOMEMAKER && job !== 'Mahasiswa' && rng.chance(0.5);
  return {
    namaLengkap: name.full,
    tempatLahir: rng.chance(0.6) ? rng.pick(NAME_POOLS[style].birthPlaces) : branch.city,
    tanggalLahir: birth,
    jenisKelamin: name.gender,
    noKtp: ktpNumber(rng, ktpRegion.regencyCode, ktp.districtCode, birth, name.gender),
    email: emailFor(rng, name.full),
    noWa: phoneNumber(rng),
    nomorRekening: account.account,
    namaBank: account.bank,
    pendidikanTerakhir: rng.weighted(EDUCATION),
    statusPernikahan: maritalStatus(rng, age),
    pekerjaan: job,
    statusKepemilikanRumah: age < 25 && rng.chance(0.5) ? 'Ikut Orang Tua' : rng.weighted(HOUSING),
    kepemilikanNpwp: hasNpwp ? 'Ya' : 'Tidak',
    noNpwp: hasNpwp
      ? `${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}.${rng.digits(1)}-${rng.digits(3)}.000`
      : null,
    apakahAnggotaKoperasi: rng.chance(0.3) ? 'Ya' : 'Tidak',
    agama: rng.weighted(NAME_POOLS[style].faiths),
    alamatKtp: ktp.alamat,
    provinsiKtp: ktp.provinsi,
    kotaKtp: ktp.kota,
    kecamatanKtp: ktp.kecamatan,
    kelurahanKtp: ktp.kelurahan,
    kodePosKtp: ktp.kodePos,
    negaraKtp: 'Indonesia',
    alamatDomisili: domicile.alamat,
    provinsiDomisili: domicile.provinsi,
    kotaDomisili: domicile.kota,
    kecamatanDomisili: domicile.kecamatan,
    kelurahanDomisili: domicile.kelurahan,
    kodePosDomisili: domicile.kodePos,
    negaraDomisili: 'Indonesia',
    checked: sameAddress,
    pengirimanPaket: rng.weighted(PARCEL_DELIVERY),
  };
};
