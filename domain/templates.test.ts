import { describe, expect, it } from 'vitest';
import {
  numberedTemplate,
  parseTemplateKey,
  templateKeyOfName,
  templateKeyText,
  templateParameters,
  whatsappTemplateName,
  type TemplateValues,
} from './templates';

const values = {
  tanggal_pendaftaran: '18 November 2026',
  nama: 'Dewi\nLestari',
  no_id: 'MOG0001234',
  jenis_pendaftaran: 'MOG',
  cabang: 'Cabang      Bandung',
  nama_pereferal: '',
  total_biaya: 'Rp 420.000',
  nama_bank: 'BCA',
  nomor_rekening: '12******90',
} satisfies TemplateValues;

describe('a template as a WhatsApp message template', () => {
  it('numbers its placeholders in order, each occurrence its own parameter', () => {
    expect(numberedTemplate('Halo {nama} ({no_id}), {nama}: {Rp} {total_biaya}')).toEqual({
      text: 'Halo {{1}} ({{2}}), {{3}}: {Rp} {{4}}',
      placeholders: ['nama', 'no_id', 'nama', 'total_biaya'],
    });
    expect(numberedTemplate('Tanpa isian.')).toEqual({ text: 'Tanpa isian.', placeholders: [] });
  });

  it('gives parameter values WhatsApp accepts: one line, few spaces, never empty', () => {
    expect(templateParameters('{nama} {cabang} {nama_pereferal} {no_id}', values)).toEqual([
      'Dewi Lestari',
      'Cabang    Bandung',
      '-',
      'MOG0001234',
    ]);
  });

  it('has a stable name and key, read back from each other', () => {
    const key = { action_on: 'upgrade' as const, type: 'preferal' as const, status: '2' };
    expect(whatsappTemplateName(key)).toBe('aogmog_upgrade_preferal_2');
    expect(templateKeyText(key)).toBe('upgrade:preferal:2');
    expect(templateKeyOfName('aogmog_upgrade_preferal_2')).toEqual(key);
    expect(parseTemplateKey('upgrade:preferal:2')).toEqual(key);
    expect(templateKeyOfName('promo_natal')).toBeUndefined();
    expect(parseTemplateKey('delete:user:1')).toBeUndefined();
  });
});
