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
    ).toEqual([
      'Placeholder tidak dikenal: {alamat}, {NAMA}. Gunakan placeholder pada kartu Info.',
    ]);
  });

  it('accept every listed placeholder', () => {
    const message =
      '{tanggal_pendaftaran} {nama} {no_id} {jenis_pendaftaran} {cabang} {nama_pereferal} {total_biaya} {nama_bank} {nomor_rekening}';
    expect(errorsOf(templateFormSchema, { message, auto_send: false })).toEqual([]);
  });

  it.each([
    ['{NAMA}', '{NAMA}'],
    ['{nama1}', '{nama1}'],
    ['{ nama }', '{ nama }'],
    ["{x'; drop table outbox; --}", "{x'; drop table outbox; --}"],
    ['{Rp 1.000}', '{Rp 1.000}'],
    ['{}', '{}'],
    ['Halo {nama', '{'],
    ['Halo nama}', '}'],
    ['{{nama}}', '{, }'],
  ])('refuse %s: only the listed placeholders, exactly', (message, named) => {
    expect(errorsOf(templateFormSchema, { message, auto_send: true })).toEqual([
      `Placeholder tidak dikenal: ${named}. Gunakan placeholder pada kartu Info.`,
    ]);
  });

  it('quote a long brace text shortened', () => {
    const [error] = errorsOf(templateFormSchema, {
      message: `{${'x'.repeat(100)}}`,
      auto_send: true,
    });
    expect(error).toBe(
      `Placeholder tidak dikenal: {${'x'.repeat(38)}…. Gunakan placeholder pada kartu Info.`,
    );
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
