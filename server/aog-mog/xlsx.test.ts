import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FullReportRow } from './repository';
import { streamReportXlsx } from './xlsx';

const row = (id: number): FullReportRow => ({
  id,
  createdAt: new Date('2026-11-18T03:00:00Z'),
  tanggalUpgrade: null,
  namaLengkap: `Anggota Nomor ${id} dengan Nama yang Cukup Panjang`,
  jenisPendaftaran: 'MOG',
  noId: `MOG${String(id).padStart(7, '0')}`,
  privateClass: 'belum',
  cabangPembina: 'Cabang Bandung Utara',
  namaPereferal: 'Pereferal Contoh',
  receiptStatus: '0',
  email: `anggota${id}@contoh.id`,
  noWa: '+6281234567890',
  alamatDomisili: 'Jl. Merdeka No. 10, RT 01 RW 02',
  kelurahanDomisili: 'Citarum',
  kecamatanDomisili: 'Bandung Wetan',
  kotaDomisili: 'Kota Bandung',
  provinsiDomisili: 'Jawa Barat',
  kodePosDomisili: '40115',
  noIdPereferal: 'AOG0000001',
  statusPereferal: 'AOG',
  noWaPereferal: '+6281100000000',
  biayaTotal: 420_000,
});

const opened = async (rows: FullReportRow[]) => {
  async function* batches() {
    yield rows;
  }
  const workbook = new ExcelJS.Workbook();
  const file = await buffer(streamReportXlsx(batches()));
  // exceljs types its Buffer without the generic newer @types/node adds.
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
};

describe('streamReportXlsx', () => {
  it('writes text as it is, dates and money as formatted numbers, and empty cells empty', async () => {
    const awkward = {
      ...row(1),
      namaLengkap: ` Siti & "Budi" <Wati> 'Ani' `,
      alamatDomisili: 'Jl. Satu\nBlok\u0007 B',
      tanggalUpgrade: new Date('2026-11-20T10:30:00Z'),
      privateClass: null,
    };
    const sheet = await opened([awkward, row(2)]);
    expect(sheet.rowCount).toBe(3);
    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe('Tanggal Pendaftaran');
    expect(header.getCell(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(3).value).toBe(` Siti & "Budi" <Wati> 'Ani' `);
    // A control character XML cannot hold is dropped; the line break stays.
    expect(first.getCell(12).value).toBe('Jl. Satu\nBlok B');
    // Jakarta's wall clock, as a date cell in the column's format.
    expect(first.getCell(1).value).toEqual(new Date('2026-11-18T10:00:00Z'));
    expect(first.getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(2).value).toEqual(new Date('2026-11-20T17:30:00Z'));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(6).value).toBeNull();
    expect(first.getCell(21).value).toBe(420_000);
    expect(first.getCell(21).numFmt).toBe('"Rp" #,##0');
    expect(sheet.getRow(3).getCell(9).value).toBe('MOG0000002');
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('stops reading rows once the download has gone', async () => {
    let batchesRead = 0;
    let finished = false;
    async function* batches() {
      try {
        for (let b = 0; b < 1_000; b += 1) {
          batchesRead += 1;
          yield Array.from({ length: 1_000 }, (_, i) => row(b * 1_000 + i));
        }
      } finally {
        finished = true;
      }
    }
    const out = streamReportXlsx(batches());
    // The browser reads the first bytes and goes away.
    await new Promise<void>((resolve) => out.once('data', () => resolve()));
    out.destroy();
    await expect.poll(() => finished, { timeout: 4_000 }).toBe(true);
    expect(batchesRead).toBeLessThan(50);
  });
});
