import { districts, provinces, regencies, villages } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import { nextNik } from './records';

/**
 * A complete body for POST /api/user/register_aog_mog (an AOG who has not attended the private
 * class, living at the KTP address); override what a test is about.
 */
export const registrationBody = (noId: string, overrides: Record<string, unknown> = {}) => ({
  // Unique per call: a second member with one NIK is refused (issue 17).
  nama_lengkap: 'Siti Rahmawati',
  jenis_pendaftaran: 'AOG',
  no_id: noId,
  tempat_lahir: 'Bandung',
  tanggal_lahir: '1991-04-12',
  jenis_kelamin: 'Perempuan',
  no_ktp: nextNik(),
  email: 'siti.rahmawati@contoh.id',
  no_wa: '+6281234567890',
  nomor_rekening: '1234567890',
  nama_bank: 'BCA',
  pendidikan_terakhir: 'S1',
  status_pernikahan: 'Menikah',
  pekerjaan: 'Guru',
  status_kepemilikan_rumah: 'Milik Sendiri',
  kepemilikan_npwp: 'Tidak',
  apakah_sudah_mengikuti_private_class: 'belum',
  apakah_anggota_koperasi: 'Ya',
  agama: 'Islam',
  alamat: 'Jl. Dago No. 5',
  kode_pos: '40135',
  negara: 'Indonesia',
  checked: true,
  nama_pereferal: 'Ani Wijaya',
  status_pereferal: 'aog',
  no_id_pereferal: 'AOG0000001',
  no_rek_pereferal: '9876543210',
  nama_bank_pereferal: 'BRI',
  no_wa_pereferal: '081298765432',
  ...overrides,
});

/** A slice of the real region tree: Jawa Barat › Kota Bandung › Coblong › Dago, and one more. */
export const insertRegionSlice = async (db: Db): Promise<void> => {
  await db.insert(provinces).values([
    { id: '32', name: 'Jawa Barat' },
    { id: '31', name: 'DKI Jakarta' },
  ]);
  await db.insert(regencies).values([
    { id: '32.73', provinceId: '32', name: 'Kota Bandung' },
    { id: '31.74', provinceId: '31', name: 'Kota Administrasi Jakarta Selatan' },
  ]);
  await db.insert(districts).values([
    { id: '32.73.02', regencyId: '32.73', name: 'Coblong' },
    { id: '31.74.07', regencyId: '31.74', name: 'Kebayoran Baru' },
  ]);
  await db.insert(villages).values([
    { id: '32.73.02.1004', districtId: '32.73.02', name: 'Dago' },
    { id: '31.74.07.1001', districtId: '31.74.07', name: 'Melawai' },
  ]);
};
