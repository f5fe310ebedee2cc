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

  it("check a reminder's text against the reminder placeholders, by its action or the form's", () => {
    const reminder = { action_on: 'reminder', type: 'branch', status: 'p', auto_send: 1 };
    expect(
      errorsOf(templateSaveSchema, { ...reminder, message: '{cabang} {jumlah} {hari} {daftar}' }),
    ).toEqual([]);
    expect(errorsOf(templateSaveSchema, { ...reminder, message: 'Halo {nama}' })).toEqual([
      'Placeholder tidak dikenal: {nama}. Gunakan placeholder pada kartu Info.',
    ]);
    const form = (message: string) => {
      try {
        templateFormSchema.validateSync(
          { message, auto_send: true },
          { abortEarly: false, context: { action_on: 'reminder' } },
        );
        return [];
      } catch (error) {
        return (error as { errors: string[] }).errors;
      }
    };
    expect(form('{jumlah} ID')).toEqual([]);
    expect(form('{no_id}')).toHaveLength(1);
  });

  it('refuse a status of another action, on the status', () => {
    for (const key of [
      { action_on: 'create', type: 'user', status: 'p' },
      { action_on: 'reminder', type: 'branch', status: '1' },
      { action_on: 'reminder', type: 'user', status: 'i' },
    ]) {
      try {
        templateSaveSchema.validateSync(
          { ...key, message: 'Teks.', auto_send: 1 },
          { abortEarly: false },
        );
        expect.unreachable(JSON.stringify(key));
      } catch (error) {
        expect((error as { inner: { path?: string }[] }).inner.map((e) => e.path)).toEqual([
          'status',
        ]);
      }
    }
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
