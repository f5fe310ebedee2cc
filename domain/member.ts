/**
 * The answers a member form offers, shared by the registration form, the
 * server's checks, the printable form and, later, the upgrade and inquiry forms.
 */
export const MEMBER_TYPES = ['AOG', 'MOG'] as const;
export const GENDERS = ['Laki-laki', 'Perempuan'] as const;
export const EDUCATIONS = [
  'SD',
  'SLTP',
  'SMA',
  'D1',
  'D2',
  'D3',
  'S1',
  'S2',
  'S3',
  'Tidak Sekolah',
] as const;
export const MARITAL_STATUSES = ['Menikah', 'Belum Menikah', 'Cerai Hidup', 'Cerai Mati'] as const;
export const HOME_OWNERSHIPS = ['Milik Sendiri', 'Sewa', 'Menumpang', 'Ikut Orang Tua'] as const;
export const YES_NO = ['Ya', 'Tidak'] as const;
export const PRIVATE_CLASS_ANSWERS = ['sudah', 'belum'] as const;
export const RELIGIONS = ['Islam', 'Katolik', 'Protestan', 'Hindu', 'Buddha', 'Lainnya'] as const;
/** The referrer is an AOG member or a branch. */
export const REFERRER_STATUSES = ['aog', 'cabang'] as const;

/** The country of every address: always Indonesia. */
export const COUNTRY = 'Indonesia';

/** Indonesian postcodes have five digits; a KTP number (NIK) has sixteen. */
export const POSTCODE_PATTERN = /^\d{5}$/;
export const NIK_PATTERN = /^\d{16}$/;

/** The private-class question is asked of AOG only; MOG pays no private-class fee. */
export const asksPrivateClass = (type: string | null | undefined): boolean => type === 'AOG';
