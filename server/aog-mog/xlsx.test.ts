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

describe('streamReportXlsx', () => {
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
