import type { FullReportRow } from './repository';

/** A member's full report row as the export reads it, for the writer's tests (no database). */
export const reportRow = (id: number): FullReportRow => ({
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

/** `count` batches of a thousand rows, noting how far they were read and whether they ended. */
export const reportSource = (count: number, row: (id: number) => FullReportRow = reportRow) => {
  const seen = { batches: 0, ended: false };
  async function* batches(): AsyncGenerator<FullReportRow[]> {
    try {
      for (let b = 0; b < count; b += 1) {
        seen.batches += 1;
        yield Array.from({ length: 1_000 }, (_, i) => row(b * 1_000 + i));
      }
    } finally {
      seen.ended = true;
    }
  }
  return { batches: batches(), seen };
};
