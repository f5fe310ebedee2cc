import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FullReportRow } from './repository';
import { reportRow, reportSource } from './testRows';
import { streamReportXlsx } from './xlsx';

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
      ...reportRow(1),
      namaLengkap: ` Siti & "Budi" <Wati> 'Ani' `,
      alamatDomisili: 'Jl. Satu\nBlok\u0007 B',
      tanggalUpgrade: new Date('2026-11-20T10:30:00Z'),
      privateClass: null,
    };
    const sheet = await opened([awkward, reportRow(2)]);
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
    const { batches, seen } = reportSource(1_000);
    const out = streamReportXlsx(batches);
    // The browser reads the first bytes and goes away.
    await new Promise<void>((resolve) => out.once('data', () => resolve()));
    out.destroy();
    await expect.poll(() => seen.ended, { timeout: 4_000 }).toBe(true);
    expect(seen.batches).toBeLessThan(50);
  });
});
