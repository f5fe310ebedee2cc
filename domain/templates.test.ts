import { describe, expect, it } from 'vitest';
import {
  isTemplateKey,
  numberedTemplate,
  parseTemplateKey,
  templateKeyOfName,
  templateKeyText,
  templateParameters,
  unknownPlaceholders,
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
    expect(numberedTemplate('Halo {nama} ({no_id}), {nama}: {Rp} {total_biaya}', 'create')).toEqual(
      {
        text: 'Halo {{1}} ({{2}}), {{3}}: {Rp} {{4}}',
        placeholders: ['nama', 'no_id', 'nama', 'total_biaya'],
      },
    );
    expect(numberedTemplate('Tanpa isian.', 'upgrade')).toEqual({
      text: 'Tanpa isian.',
      placeholders: [],
    });
  });

  it('gives parameter values WhatsApp accepts: one line, few spaces, never empty', () => {
    expect(
      templateParameters('{nama} {cabang} {nama_pereferal} {no_id}', 'create', values),
    ).toEqual(['Dewi Lestari', 'Cabang    Bandung', '-', 'MOG0001234']);
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

  it("names the reminders' templates like the others, for the branch and their two kinds only", () => {
    const key = { action_on: 'reminder' as const, type: 'branch' as const, status: 'p' };
    expect(whatsappTemplateName(key)).toBe('aogmog_reminder_branch_p');
    expect(templateKeyOfName('aogmog_reminder_branch_p')).toEqual(key);
    expect(parseTemplateKey('reminder:branch:i')).toEqual({ ...key, status: 'i' });
    for (const wrong of ['reminder:user:p', 'reminder:branch:0', 'create:branch:p'])
      expect(parseTemplateKey(wrong), wrong).toBeUndefined();
    expect(isTemplateKey({ action_on: 'reminder', type: 'preferal', status: 'i' })).toBe(false);
  });

  it("takes each action's own placeholders, and no other's", () => {
    const text = 'Untuk {cabang}: {jumlah} setelah {hari} hari, yaitu {daftar} ({nama}).';
    expect(unknownPlaceholders(text, 'reminder')).toEqual(['{nama}']);
    expect(unknownPlaceholders(text, 'create')).toEqual(['{jumlah}', '{hari}', '{daftar}']);
    expect(numberedTemplate(text, 'reminder')).toEqual({
      text: 'Untuk {{1}}: {{2}} setelah {{3}} hari, yaitu {{4}} ({nama}).',
      placeholders: ['cabang', 'jumlah', 'hari', 'daftar'],
    });
    expect(
      templateParameters(text, 'reminder', {
        cabang: 'Cabang Bandung',
        jumlah: '2',
        hari: '3',
        daftar: '',
      }),
    ).toEqual(['Cabang Bandung', '2', '3', '-']);
  });
});
