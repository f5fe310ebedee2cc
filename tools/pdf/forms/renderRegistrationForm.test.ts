import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../../../domain/documents';
import {
  EDUCATIONS,
  GENDERS,
  HOME_OWNERSHIPS,
  MARITAL_STATUSES,
  RELIGIONS,
} from '../../../domain/member';
import { appMessages } from '../../../i18n/app-id';
import { feeTable, formSections, officeSection } from './content';
import { renderRegistrationForm } from './renderRegistrationForm';
import { FORM_FILE_NAME } from './vitePlugin';
import { pageCount, printedText } from '../readPdf';

const L = appMessages.member.labels;

describe('renderRegistrationForm', () => {
  it('prints every field of the registration screen, its answers, the fees and signature lines', async () => {
    const pdf = await renderRegistrationForm({
      compress: false,
      date: new Date('2026-11-22T03:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(3);
    const text = printedText(pdf);

    expect(text).toContain('Formulir Pendaftaran AOG / MOG');
    expect(text).toMatch(/Halaman 1 dari 3/);
    for (const card of Object.values(appMessages.member.cards)) expect(text).toContain(card);
    // Every label of the form, required ones marked *.
    for (const label of Object.values(L)) expect(text, label).toContain(label);
    for (const required of [L.nama_lengkap, L.no_ktp, L.kode_pos, L.no_wa_pereferal]) {
      expect(text).toContain(`${required} *`);
    }
    for (const answer of [
      ...GENDERS,
      ...EDUCATIONS,
      ...MARITAL_STATUSES,
      ...HOME_OWNERSHIPS,
      ...RELIGIONS,
      'AOG',
      'MOG',
      'Sudah',
      'Belum',
      'Ya',
      'Tidak',
      'Cabang',
      'Indonesia',
    ]) {
      expect(text, answer).toContain(answer);
    }
    expect(text).toContain('Rincian Pembayaran');
    for (const amount of ['Rp 2.900.000', 'Rp 750.000', 'Rp 3.650.000', 'Rp 420.000']) {
      expect(text).toContain(amount);
    }
    for (const signer of ['Calon Anggota', 'Pereferal', 'Petugas Cabang']) {
      expect(text).toContain(signer);
    }
    expect(text).toContain('Diisi oleh Petugas Cabang');
  });

  it('compresses by default', async () => {
    const pdf = await renderRegistrationForm();
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pageCount(pdf)).toBe(3);
  });
});

describe('registration form content', () => {
  it('is emitted where Download Form points', () => {
    expect(`/${FORM_FILE_NAME}`).toBe(DOCUMENTS.registrationForm);
  });

  it('computes its fee table from the fee rules', () => {
    expect(feeTable.rows).toEqual([
      ['AOG', 'Belum', 'Rp 2.900.000', 'Rp 750.000', 'Rp 3.650.000'],
      ['AOG', 'Sudah', 'Rp 2.900.000', 'Rp 0', 'Rp 2.900.000'],
      ['MOG', '-', 'Rp 420.000', 'Rp 0', 'Rp 420.000'],
    ]);
  });

  it('uses only characters the built-in Helvetica can print', () => {
    expect(JSON.stringify([formSections, officeSection, feeTable])).toMatch(
      /^[\x20-\x7e\xa0-\xff–—‘’“”•…]*$/,
    );
  });
});
