import { buffer } from 'node:stream/consumers';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import type { FullReportRow } from '../aog-mog/repository';
import { streamReportXlsx } from '../aog-mog/xlsx';
import { reportRow, reportSource } from '../aog-mog/testRows';
import { createWorkerPool } from './pool';

const pool = createWorkerPool(2);
afterAll(() => pool.close());

/** Rows with every kind of cell: text to escape, empty cells, dates and money. */
const varied = (id: number): FullReportRow => ({
  ...reportRow(id),
  createdAt: new Date(Date.UTC(2026, 10, 1) + id * 60_000),
  tanggalUpgrade: id % 3 ? null : new Date(Date.UTC(2026, 10, 20) + id),
  namaLengkap: ` Anggota & <${id}> `,
  jenisPendaftaran: id % 2 ? 'AOG' : 'MOG',
  privateClass: id % 2 ? 'sudah' : null,
  receiptStatus: String(id % 3),
  alamatDomisili: 'Jl. Satu\nBlok\u0007 B',
  kecamatanDomisili: null,
  biayaTotal: 420_000 + id,
});

/** The workbook's parts, less the one stamped with the time it was written. */
const parts = (file: Buffer) => {
  const { ['docProps/core.xml']: _stamped, ...rest } = unzipSync(file);
  return Object.fromEntries(Object.entries(rest).map(([name, bytes]) => [name, strFromU8(bytes)]));
};

describe('the worker pool', () => {
  it('writes the same workbook as the writer run on the request thread', async () => {
    const inPool = await buffer(await pool.xlsxReport(reportSource(3, varied).batches));
    const inThread = await buffer(streamReportXlsx(reportSource(3, varied).batches));
    const written = parts(inPool);
    expect(Object.keys(written)).toContain('xl/worksheets/sheet1.xml');
    expect(written).toEqual(parts(inThread));
  });

  it('ends the worker task and stops reading rows when the download goes away', async () => {
    const { batches, seen } = reportSource(1_000);
    const out = await pool.xlsxReport(batches);
    expect(pool.running()).toBe(1);
    // The browser reads the first bytes and goes away.
    await new Promise<void>((resolve) => out.once('data', () => resolve()));
    out.destroy();
    await expect.poll(() => pool.running(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => seen.ended).toBe(true);
    expect(seen.batches).toBeLessThan(50);
  });

  it('rejects an export whose rows fail before its first bytes, and the task ends', async () => {
    // eslint-disable-next-line require-yield -- a source that fails at once
    async function* failing(): AsyncGenerator<FullReportRow[]> {
      throw new Error('database gone');
    }
    await expect(pool.xlsxReport(failing())).rejects.toThrow('database gone');
    await expect.poll(() => pool.running(), { timeout: 5_000 }).toBe(0);
  });

  it('breaks the download when the rows fail mid-way', async () => {
    async function* halfway(): AsyncGenerator<FullReportRow[]> {
      yield Array.from({ length: 1_000 }, (_, i) => reportRow(i));
      throw new Error('connection lost');
    }
    const out = await pool.xlsxReport(halfway());
    await expect(buffer(out)).rejects.toThrow('connection lost');
    await expect.poll(() => pool.running(), { timeout: 5_000 }).toBe(0);
  });
});
