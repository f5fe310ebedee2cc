import { expect, type Locator, type Page } from '@playwright/test';
import { typeDay } from './support';

/** Opens a picker (within `scope`), types to narrow it, and picks the option. */
const pick = async (
  page: Page,
  scope: Page | Locator,
  label: string,
  typed: string,
  option: string | RegExp,
) => {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  if (typeof option === 'string') await expect(box).toHaveValue(option);
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

export interface Person {
  name: string;
  type: 'AOG' | 'MOG';
  nik: string;
  email: string;
  whatsapp: string;
}

/**
 * Fills /registration-form/pendaftaran for a person living in Dago, Bandung (same address as the
 * KTP), who has not attended the private class, referred by an AOG; answers the chosen ID.
 */
export const fillRegistrationForm = async (page: Page, person: Person): Promise<string> => {
  // Biodata Pendaftar
  await field(page, 'Nama Lengkap').fill(person.name);
  await choose(page, 'Jenis Pendaftaran', person.type);
  await pick(page, page, 'Nomor ID AOG/MOG', person.type, new RegExp(`^${person.type}\\d{7}$`));
  const chosenId = await page
    .getByRole('combobox', { name: 'Nomor ID AOG/MOG', exact: true })
    .inputValue();
  await field(page, 'Tempat Lahir').fill('Bandung');
  await typeDay(page, 'Tanggal Lahir', '17/08/1990');
  await page.getByRole('radio', { name: 'Perempuan' }).check();
  await field(page, 'Nomor KTP').fill(person.nik);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Nomor Whatsapp').fill(person.whatsapp);
  await field(page, 'Nomor Rekening').fill('7001234567');
  await field(page, 'Nama Bank').fill('BCA');
  await choose(page, 'Pendidikan Terakhir', 'S1');
  await choose(page, 'Status Pernikahan', 'Menikah');
  await field(page, 'Pekerjaan').fill('Wiraswasta');
  await choose(page, 'Status Kepemilikan Rumah', 'Milik Sendiri');
  await choose(page, 'Agama', 'Islam');
  const npwp = page.getByRole('radiogroup', { name: 'Kepemilikan NPWP' });
  await npwp.getByRole('radio', { name: 'Tidak' }).check();
  await page.getByRole('radio', { name: 'Belum' }).check();
  const koperasi = page.getByRole('radiogroup', { name: 'Apakah Anggota Koperasi' });
  await koperasi.getByRole('radio', { name: 'Ya' }).check();

  // Alamat KTP, with the cascading pickers
  const ktp = page.getByRole('region', { name: 'Alamat KTP' });
  await ktp.getByRole('textbox', { name: 'Alamat KTP' }).fill('Jl. Ir. H. Juanda No. 88');
  await expect(ktp.getByRole('combobox', { name: 'Kota/Kabupaten' })).toBeDisabled();
  await pick(page, ktp, 'Provinsi', 'jawa bar', 'Jawa Barat');
  await pick(page, ktp, 'Kota/Kabupaten', 'kota band', 'Kota Bandung');
  await pick(page, ktp, 'Kecamatan', 'cobl', 'Coblong');
  await pick(page, ktp, 'Kelurahan/Desa', 'dago', 'Dago');
  await ktp.getByRole('textbox', { name: 'Kode Pos KTP' }).fill('40135');

  // Same address: the domicile card goes away
  await page
    .getByRole('checkbox', { name: 'Apakah Alamat sekarang sama dengan alamat KTP?' })
    .check();
  await expect(page.getByRole('heading', { name: 'Alamat Domisili' })).toBeHidden();

  // Pereferal
  await field(page, 'Nama Pereferal').fill('Rudi Hartono');
  await choose(page, 'Status Pereferal', 'AOG');
  await field(page, 'No ID AOG/Cabang Pereferal').fill('AOG0000001');
  await field(page, 'Nomor Rekening Pereferal').fill('8001234567');
  await field(page, 'Nama Bank Pereferal').fill('BRI');
  await field(page, 'Nomor Whatsapp Pereferal').fill('081298765001');

  // Persetujuan Pemrosesan Data Pribadi: required
  await page.getByRole('checkbox', { name: /^Saya menyetujui pengumpulan/ }).check();

  return chosenId;
};
