/** The choices of the registration form, weighted as a branch would see them. */
type Weighted<T> = readonly (readonly [T, number])[];

/** Banks with the length of their account numbers, so a BRI number looks like a BRI number. */
export const BANKS: Weighted<{ name: string; accountDigits: number }> = [
  [{ name: 'BCA', accountDigits: 10 }, 30],
  [{ name: 'BRI', accountDigits: 15 }, 25],
  [{ name: 'Mandiri', accountDigits: 13 }, 20],
  [{ name: 'BNI', accountDigits: 10 }, 12],
  [{ name: 'BSI', accountDigits: 10 }, 8],
  [{ name: 'CIMB Niaga', accountDigits: 13 }, 3],
  [{ name: 'BTN', accountDigits: 16 }, 2],
];

export const EDUCATION: Weighted<string> = [
  ['SMA', 35],
  ['S1', 30],
  ['D3', 10],
  ['SLTP', 8],
  ['S2', 5],
  ['SD', 4],
  ['D1', 2.5],
  ['D2', 2.5],
  ['S3', 0.5],
  ['Tidak Sekolah', 0.5],
];

export const JOBS: Weighted<string> = [
  ['Wiraswasta', 25],
  ['Karyawan Swasta', 24],
  ['Pegawai Negeri Sipil', 8],
  ['Pedagang', 8],
  ['Guru', 5],
  ['Karyawan BUMN', 3],
  ['Petani', 3],
  ['Buruh', 3],
  ['Mahasiswa', 3],
  ['Perawat', 2],
  ['Pensiunan', 2],
  ['TNI/Polri', 2],
  ['Dosen', 1],
  ['Dokter', 1],
  ['Nelayan', 1],
];

/** Only women are offered this one, so it is kept out of JOBS. */
export const HOMEMAKER = 'Ibu Rumah Tangga';

export const HOUSING: Weighted<string> = [
  ['Milik Sendiri', 52],
  ['Sewa', 20],
  ['Ikut Orang Tua', 18],
  ['Menumpang', 10],
];

export const PARCEL_DELIVERY: Weighted<string> = [
  ['Diambil di Cabang', 60],
  ['Dikirim ke Alamat Domisili', 30],
  ['Dikirim ke Alamat KTP', 10],
];

export const EMAIL_DOMAINS: Weighted<string> = [
  ['gmail.com', 72],
  ['yahoo.co.id', 10],
  ['yahoo.com', 8],
  ['outlook.com', 6],
  ['hotmail.com', 4],
];

/** Indonesian mobile prefixes after +62 (Telkomsel, Indosat, XL, Tri, Smartfren). */
export const MOBILE_PREFIXES = [
  '811',
  '812',
  '813',
  '821',
  '822',
  '823',
  '852',
  '853',
  '814',
  '815',
  '816',
  '855',
  '856',
  '857',
  '858',
  '817',
  '818',
  '819',
  '859',
  '877',
  '878',
  '895',
  '896',
  '897',
  '898',
  '881',
  '882',
  '887',
] as const;

/** The demo accounts; CABANG ones belong to the named branch. */
export const DEMO_ACCOUNTS = [
  {
    email: 'cabang@demo.local',
    group: 'CABANG',
    name: 'Rina Kusumawati',
    branch: 'Cabang Jakarta Selatan',
  },
  { email: 'cabang2@demo.local', group: 'CABANG', name: 'Asep Hidayat', branch: 'Cabang Bandung' },
  { email: 'sbs@demo.local', group: 'SBS', name: 'Dewi Anggraini', branch: null },
  { email: 'rnd@demo.local', group: 'RND', name: 'Budi Santoso', branch: null },
  { email: 'ess@demo.local', group: 'ESS', name: 'Siti Rahmawati', branch: null },
  { email: 'club@demo.local', group: 'CLUB', name: 'Andreas Wijaya', branch: null },
] as const;

export const DEMO_PASSWORD = 'Demo12345!';
