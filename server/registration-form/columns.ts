import type { InferType } from 'yup';
import type { memberSchema } from '../../domain/memberSchema';
import { COUNTRY } from '../../domain/member';
import { maskedFields } from '../../domain/personalData';
import { appMessages } from '../../i18n/app-id';
import type { Executor } from '../db/client';
import { unprocessable, type FieldErrors } from '../http/errors';
import { nikIndex } from '../personal-data/protect';
import { resolveAddress, type AddressInput, type ResolvedAddress } from './address';
import type { NewRegistration } from './repository';

/** A member form's answers, as the registration, upgrade and inquiry bodies all carry them. */
type MemberAnswers = InferType<typeof memberSchema>;

/** The member's own answers: what registration writes and the inquiry edit may change. */
export type MemberColumns = Omit<
  NewRegistration,
  | 'id'
  | 'namaLengkap'
  | 'jenisPendaftaran'
  | 'noId'
  | 'cabangPembina'
  | 'biayaTotal'
  | 'branchId'
  | 'receiptId'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
>;

/**
 * A NIK or account number still masked here was not the stored one's mask sent back unchanged
 * (the services put those back first): saving it would lose the number, so it is refused.
 */
const refuseMasks = (body: MemberAnswers): void => {
  const masked = maskedFields(body);
  if (!masked.length) return;
  const message = appMessages.member.masked;
  throw unprocessable(Object.fromEntries(masked.map((field) => [field, [message]])), message);
};

const domicileInput = (body: MemberAnswers): AddressInput => ({
  provinsi: body.provinsi_domisili,
  kota: body.kota_domisili,
  kecamatan: body.kecamatan_domisili,
  kelurahan: body.kelurahan_domisili,
  id_provinsi: body.id_provinsi_domisili,
  id_kota: body.id_kota_domisili,
  id_kecamatan: body.id_kecamatan_domisili,
  id_kelurahan: body.id_kelurahan_domisili,
});

/**
 * Checks the chosen regions of both addresses (422 with the fields at fault) and maps the form's
 * names onto the columns. With `checked` the domicile is a copy of the KTP address; both
 * countries are Indonesia whatever the client sends.
 */
export const memberColumns = async (
  db: Executor,
  body: MemberAnswers,
): Promise<MemberColumns> => {
  refuseMasks(body);
  const ktp = await resolveAddress(db, body, '');
  const domicile = body.checked ? ktp : await resolveAddress(db, domicileInput(body), '_domisili');
  const errors: FieldErrors = {
    ...('errors' in ktp ? ktp.errors : {}),
    ...('errors' in domicile ? domicile.errors : {}),
  };
  if (!('address' in ktp) || !('address' in domicile)) throw unprocessable(errors);
  const home: { alamat: string; kodePos: string } & ResolvedAddress = body.checked
    ? { alamat: body.alamat, kodePos: body.kode_pos, ...ktp.address }
    : { alamat: body.alamat_domisili, kodePos: body.kode_pos_domisili, ...domicile.address };
  return {
    tempatLahir: body.tempat_lahir,
    tanggalLahir: body.tanggal_lahir,
    jenisKelamin: body.jenis_kelamin,
    noKtp: body.no_ktp,
    noKtpIndex: nikIndex(body.no_ktp),
    email: body.email,
    noWa: body.no_wa,
    nomorRekening: body.nomor_rekening,
    namaBank: body.nama_bank,
    pendidikanTerakhir: body.pendidikan_terakhir,
    statusPernikahan: body.status_pernikahan,
    pekerjaan: body.pekerjaan,
    statusKepemilikanRumah: body.status_kepemilikan_rumah,
    kepemilikanNpwp: body.kepemilikan_npwp,
    noNpwp: body.no_npwp || null,
    apakahSudahMengikutiPrivateClass: body.apakah_sudah_mengikuti_private_class ?? null,
    idAlumni: body.id_alumni || null,
    apakahAnggotaKoperasi: body.apakah_anggota_koperasi,
    agama: body.agama,
    alamatKtp: body.alamat,
    provinsiKtp: ktp.address.provinsi,
    kotaKtp: ktp.address.kota,
    kecamatanKtp: ktp.address.kecamatan,
    kelurahanKtp: ktp.address.kelurahan,
    kodePosKtp: body.kode_pos,
    negaraKtp: COUNTRY,
    idProvinsiKtp: ktp.address.idProvinsi,
    idKotaKtp: ktp.address.idKota,
    idKecamatanKtp: ktp.address.idKecamatan,
    idKelurahanKtp: ktp.address.idKelurahan,
    alamatDomisili: home.alamat,
    provinsiDomisili: home.provinsi,
    kotaDomisili: home.kota,
    kecamatanDomisili: home.kecamatan,
    kelurahanDomisili: home.kelurahan,
    kodePosDomisili: home.kodePos,
    negaraDomisili: COUNTRY,
    idProvinsiDomisili: home.idProvinsi,
    idKotaDomisili: home.idKota,
    idKecamatanDomisili: home.idKecamatan,
    idKelurahanDomisili: home.idKelurahan,
    checked: body.checked,
    namaPereferal: body.nama_pereferal,
    noIdPereferal: body.no_id_pereferal,
    statusPereferal: body.status_pereferal,
    noRekPereferal: body.no_rek_pereferal,
    namaBankPereferal: body.nama_bank_pereferal,
    noWaPereferal: body.no_wa_pereferal,
    pengirimanPaket: body.pengiriman_paket || null,
    noBa: body.no_ba || null,
  };
};
