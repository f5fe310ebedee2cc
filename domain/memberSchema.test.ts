import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { VALID_MEMBER, VALID_MEMBER_ADDRESS } from '../tests/fixtures/member';
import { registrationCreateSchema } from './api/registrationForm';

/** A complete, valid registration body: an AOG who has not attended the private class. */
const valid = () => ({
  ...VALID_MEMBER,
  ...VALID_MEMBER_ADDRESS,
  jenis_pendaftaran: 'AOG',
  no_id: 'AOG0000123',
  no_ktp: '3273015204910002',
  provinsi: 'Jawa Barat',
  id_provinsi: '32',
  persetujuan_data: true,
});

const TODAY = { today: '2026-11-18' };

/** Field → messages, as the server's 422 answers them. */
const errorsOf = (body: unknown, context: object = TODAY): Record<string, string[]> => {
  try {
    registrationCreateSchema.validateSync(body, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const item of error.inner) (out[item.path ?? '_'] ??= []).push(...item.errors);
    return out;
  }
};

describe('registration schema', () => {
  it('accepts a complete body and drops what the server sets itself', () => {
    expect(errorsOf(valid())).toEqual({});
    const cast = registrationCreateSchema.validateSync(
      { ...valid(), biaya_total: 1, cabang_pembina: 'Cabang Lain' },
      { stripUnknown: true, context: TODAY },
    );
    expect(cast).not.toHaveProperty('biaya_total');
    expect(cast).not.toHaveProperty('cabang_pembina');
  });

  it("gives every required field its '{Field} tidak boleh kosong'", () => {
    const errors = errorsOf({});
    const expected: Record<string, string> = {
      nama_lengkap: 'Nama tidak boleh kosong',
      jenis_pendaftaran: 'Jenis Pendaftaran tidak boleh kosong',
      tempat_lahir: 'Tempat Lahir tidak boleh kosong',
      jenis_kelamin: 'Jenis Kelamin tidak boleh kosong',
      no_ktp: 'Nomor KTP tidak boleh kosong',
      no_id: 'Nomor ID AOG/MOG tidak boleh kosong',
      email: 'Email tidak boleh kosong',
      nomor_rekening: 'Nomor Rekening tidak boleh kosong',
      nama_bank: 'Nama Bank tidak boleh kosong',
      no_wa: 'Nomor Whatsapp tidak boleh kosong',
      pendidikan_terakhir: 'Pendidikan Terakhir tidak boleh kosong',
      status_pernikahan: 'Status Pernikahan tidak boleh kosong',
      pekerjaan: 'Pekerjaan tidak boleh kosong',
      status_kepemilikan_rumah: 'Status Kepemilikan Rumah tidak boleh kosong',
      kepemilikan_npwp: 'Kepemilikan NPWP tidak boleh kosong',
      apakah_anggota_koperasi: 'Apakah Anggota Koperasi tidak boleh kosong',
      agama: 'Agama tidak boleh kosong',
      alamat: 'Alamat KTP tidak boleh kosong',
      kode_pos: 'Kode Pos KTP tidak boleh kosong',
      nama_pereferal: 'Nama Pereferal tidak boleh kosong',
      no_id_pereferal: 'No ID AOG/Cabang Pereferal tidak boleh kosong',
      no_rek_pereferal: 'Nomor Rekening Pereferal tidak boleh kosong',
      nama_bank_pereferal: 'Nama Bank Pereferal tidak boleh kosong',
      no_wa_pereferal: 'Nomor Whatsapp Pereferal tidak boleh kosong',
      // `checked` defaults to false, so the domicile is asked for too.
      alamat_domisili: 'Alamat Domisili tidak boleh kosong',
      kode_pos_domisili: 'Kode Pos Domisili tidak boleh kosong',
      persetujuan_data: 'Persetujuan pemrosesan data pribadi wajib dicentang',
    };
    for (const [field, message] of Object.entries(expected)) {
      expect(errors[field], field).toEqual([message]);
    }
    expect(Object.keys(errors).sort()).toEqual(Object.keys(expected).sort());
  });

  it('treats blank and whitespace-only answers as missing', () => {
    expect(errorsOf({ ...valid(), nama_lengkap: '   ', agama: '' })).toEqual({
      nama_lengkap: ['Nama tidak boleh kosong'],
      agama: ['Agama tidak boleh kosong'],
    });
  });

  it("says 'Format Email salah' for a malformed email", () => {
    for (const email of ['siti', 'siti@', '@contoh.id', 'siti rahma@contoh.id']) {
      expect(errorsOf({ ...valid(), email }), email).toEqual({ email: ['Format Email salah'] });
    }
  });

  it("says 'Format salah' for WhatsApp numbers outside the phone pattern", () => {
    for (const bad of ['abc', '0812', '+62 812 34x5 678', '++6281234567890']) {
      expect(errorsOf({ ...valid(), no_wa: bad, no_wa_pereferal: bad }), bad).toEqual({
        no_wa: ['Format salah'],
        no_wa_pereferal: ['Format salah'],
      });
    }
    for (const good of ['081234567890', '+6281234567890', '(022) 123-4567', '0812 3456 7890']) {
      expect(errorsOf({ ...valid(), no_wa: good, no_wa_pereferal: good }), good).toEqual({});
    }
  });

  it('refuses a birth date after the server’s today, a bad date and one before 1900', () => {
    expect(errorsOf({ ...valid(), tanggal_lahir: '2026-11-19' })).toEqual({
      tanggal_lahir: ['Tanggal Lahir tidak boleh melebihi hari ini'],
    });
    expect(errorsOf({ ...valid(), tanggal_lahir: '2026-11-18' })).toEqual({});
    expect(errorsOf({ ...valid(), tanggal_lahir: '2026-02-30' })).toEqual({
      tanggal_lahir: ['Format Tanggal Lahir salah'],
    });
    expect(errorsOf({ ...valid(), tanggal_lahir: '1899-12-31' })).toEqual({
      tanggal_lahir: ['Tanggal Lahir tidak boleh sebelum tahun 1900'],
    });
    // The birth date is not among the required fields.
    expect(errorsOf({ ...valid(), tanggal_lahir: '' })).toEqual({});
    expect(errorsOf({ ...valid(), tanggal_lahir: null })).toEqual({});
  });

  it('asks for the NPWP number only when the member has one', () => {
    expect(errorsOf({ ...valid(), kepemilikan_npwp: 'Ya' })).toEqual({
      no_npwp: ['Nomor NPWP tidak boleh kosong'],
    });
    expect(
      errorsOf({ ...valid(), kepemilikan_npwp: 'Ya', no_npwp: '12.345.678.9-012.000' }),
    ).toEqual({});
    const cast = registrationCreateSchema.validateSync(
      { ...valid(), kepemilikan_npwp: 'Tidak', no_npwp: '12.345' },
      { context: TODAY },
    );
    expect(cast.no_npwp).toBe('');
  });

  it('requires the private-class answer of an AOG only', () => {
    const { apakah_sudah_mengikuti_private_class: _, ...withoutAnswer } = valid();
    expect(errorsOf(withoutAnswer)).toEqual({
      apakah_sudah_mengikuti_private_class: [
        'Apakah Sudah Mengikuti Private Class tidak boleh kosong',
      ],
    });
    expect(errorsOf({ ...withoutAnswer, jenis_pendaftaran: 'MOG', no_id: 'MOG0000001' })).toEqual(
      {},
    );
    expect(errorsOf({ ...valid(), apakah_sudah_mengikuti_private_class: 'mungkin' })).toEqual({
      apakah_sudah_mengikuti_private_class: ['Pilihan tidak valid'],
    });
  });

  it("asks for the alumni number only when the answer is 'sudah'", () => {
    expect(errorsOf({ ...valid(), apakah_sudah_mengikuti_private_class: 'sudah' })).toEqual({
      id_alumni: ['Nomor Alumni tidak boleh kosong'],
    });
    expect(
      errorsOf({ ...valid(), apakah_sudah_mengikuti_private_class: 'sudah', id_alumni: 'PPA-17' }),
    ).toEqual({});
    const cast = registrationCreateSchema.validateSync(
      { ...valid(), id_alumni: 'PPA-17' },
      { context: TODAY },
    );
    expect(cast.id_alumni).toBe('');
  });

  it('asks for the domicile only when it is not the KTP address', () => {
    const other = { ...valid(), checked: false };
    expect(errorsOf(other)).toEqual({
      alamat_domisili: ['Alamat Domisili tidak boleh kosong'],
      kode_pos_domisili: ['Kode Pos Domisili tidak boleh kosong'],
    });
    expect(
      errorsOf({ ...other, alamat_domisili: 'Jl. Riau 3', kode_pos_domisili: '40115' }),
    ).toEqual({});
  });

  it('checks the KTP number, postcodes, choices and lengths', () => {
    expect(
      errorsOf({
        ...valid(),
        no_ktp: '32730152049100',
        kode_pos: '4013',
        agama: 'Kepercayaan',
        jenis_pendaftaran: 'VIP',
        nama_lengkap: 'A'.repeat(151),
        id_provinsi: 'Jawa Barat',
      }),
    ).toEqual({
      no_ktp: ['Nomor KTP harus 16 digit angka'],
      kode_pos: ['Kode Pos harus 5 digit angka'],
      agama: ['Pilihan tidak valid'],
      jenis_pendaftaran: ['Pilihan tidak valid'],
      nama_lengkap: ['Maksimal 150 karakter'],
      id_provinsi: ['Wilayah tidak ditemukan'],
    });
  });

  it('upper-cases the chosen ID', () => {
    expect(
      registrationCreateSchema.validateSync(
        { ...valid(), no_id: ' aog0000123 ' },
        { context: TODAY },
      ).no_id,
    ).toBe('AOG0000123');
  });
});
