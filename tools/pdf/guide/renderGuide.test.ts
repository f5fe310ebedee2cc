import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { guideContent } from './content';
import { renderGuide } from './renderGuide';
import { GUIDE_FILE_NAME } from './vitePlugin';
import { pageCount, printedText } from '../readPdf';

describe('renderGuide', () => {
  it('renders a multi-page PDF with the title page and every section heading', async () => {
    const pdf = await renderGuide(guideContent, {
      compress: false,
      date: new Date('2026-11-22T03:00:00Z'),
    });

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThan(3);

    const text = printedText(pdf);
    expect(text).toContain('Dashboard Form AOG / MOG');
    expect(text).toContain('Panduan Pengguna');
    expect(text).toContain('Versi 1.0 · 22 November 2026');
    expect(text).toContain('Daftar Isi');
    guideContent.sections.forEach((section, i) =>
      expect(text).toContain(`${i + 1}. ${section.heading}`),
    );
    expect(text).toMatch(/Halaman 2 dari \d+/);
  });

  it('compresses by default', async () => {
    const pdf = await renderGuide(guideContent);
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pageCount(pdf)).toBeGreaterThan(3);
  });
});

describe('guide content', () => {
  it('is emitted where the default Help Center link points', () => {
    expect(DEFAULT_SETTINGS.help_center_url).toBe(`/${GUIDE_FILE_NAME}`);
  });

  it('covers the facts users ask about', () => {
    const all = JSON.stringify(guideContent);
    for (const fact of [
      'Rp 2.900.000',
      'Rp 750.000',
      'Rp 420.000',
      'Rp 2.655.000',
      'Menunggu Konfirmasi',
      'Sudah Konfirmasi',
      'Tidak Disetujui',
      'Sudah melewati batas waktu',
      'Upload bukti pembayaran sudah mencapai limit (Maks 2 kali sehari)',
      'Email atau Password Salah',
      '{tanggal_pendaftaran}',
      '{nomor_rekening}',
    ]) {
      expect(all).toContain(fact);
    }
  });

  it('uses only characters the built-in Helvetica can print', () => {
    // WinAnsi: Latin-1 plus a few typographic marks; anything else prints as a wrong glyph.
    expect(JSON.stringify(guideContent)).toMatch(/^[\x20-\x7e\xa0-\xff–—‘’“”•…]*$/);
  });
});
