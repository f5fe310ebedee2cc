import { districts, provinces, regencies, villages } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import { VALID_MEMBER, VALID_MEMBER_ADDRESS } from '../../fixtures/member';
import { nextNik } from './records';

/**
 * A complete body for POST /api/user/register_aog_mog (an AOG who has not attended the private
 * class, living at the KTP address, consenting to the processing of her data and to WhatsApp
 * messages); override what a test is about.
 */
export const registrationBody = (noId: string, overrides: Record<string, unknown> = {}) => ({
  ...VALID_MEMBER,
  jenis_pendaftaran: 'AOG',
  no_id: noId,
  // Unique per call: a second member with one NIK is refused (issue 17).
  no_ktp: nextNik(),
  ...VALID_MEMBER_ADDRESS,
  negara: 'Indonesia',
  persetujuan_data: true,
  persetujuan_whatsapp: true,
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
