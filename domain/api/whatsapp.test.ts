import { describe, expect, it } from 'vitest';
import { templateFormSchema, templateSaveSchema } from './whatsapp';

const valid = { action_on: 'create', type: 'user', status: '1', message: 'Halo {nama}' };

const errorsOf = (schema: typeof templateFormSchema | typeof templateSaveSchema, value: object) => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('template schemas', () => {
  it('name every unknown placeholder once', () => {
    expect(
      errorsOf(templateFormSchema, { message: '{nama} {alamat} {alamat} {NAMA}', auto_send: true }),
    ).toEqual(['Placeholder tidak dikenal: {alamat}. Gunakan placeholder pada kartu Info.']);
  });

  it('accept every listed placeholder and text in braces that is not a placeholder name', () => {
    const message =
      '{tanggal_pendaftaran} {nama} {no_id} {jenis_pendaftaran} {cabang} {nama_pereferal} {total_biaya} {nama_bank} {nomor_rekening} {Rp 1.000} {}';
    expect(errorsOf(templateFormSchema, { message, auto_send: false })).toEqual([]);
  });

  it('take auto_send as 1/0 on the wire', () => {
    expect(templateSaveSchema.validateSync({ ...valid, auto_send: true }).auto_send).toBe(1);
    expect(templateSaveSchema.validateSync({ ...valid, auto_send: '0' }).auto_send).toBe(0);
    expect(errorsOf(templateSaveSchema, { ...valid, auto_send: 3 })).toHaveLength(1);
  });

  it('require a message', () => {
    expect(errorsOf(templateFormSchema, { message: ' \n ', auto_send: true })).toEqual([
      'Pesan tidak boleh kosong',
    ]);
  });
});
