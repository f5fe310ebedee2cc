/**
 * The bank reconciliation API's answers (/api/user/bank_statement…): the screen shows them as
 * the server sends them, so they are not in the app's catalogue.
 */
export const bankServerMessages = {
  fileRequired: 'Pilih berkas mutasi rekening (CSV atau Excel)',
  fileType: 'Berkas harus CSV atau Excel (.xlsx)',
  fileTooLarge: 'Berkas mutasi maksimal %{max} MB',
  fileUnreadable: 'Berkas tidak dapat dibaca sebagai CSV atau Excel',
  empty: 'Berkas tidak berisi baris transaksi',
  tooManyLines: 'Berkas mutasi maksimal %{max} baris',
  mappingRequired: 'Kolom tanggal, keterangan dan kredit tidak dikenali: pilih kolomnya',
  mappingInvalid: 'Pemetaan kolom tidak valid',
  mappingColumn: 'Kolom "%{column}" tidak ada di berkas',
  row: 'Baris %{row}: %{problem}',
  problems: {
    date: 'tanggal "%{value}" tidak dikenali (DD/MM/YYYY atau YYYY-MM-DD)',
    amount: 'jumlah "%{value}" tidak dikenali',
    description: 'keterangan kosong',
    descriptionTooLong: 'keterangan lebih dari 500 karakter',
  },
  lineIds: 'Pilih baris mutasi yang akan dikonfirmasi (maksimal %{max})',
  kind: 'Jenis kuitansi harus registration atau upgrade',
  status: 'Status harus cocok, perlu_dicek, tidak_cocok atau dikonfirmasi',
  page: 'Halaman tidak valid',
  lineLinked: 'Baris mutasi ini sudah terhubung dengan kuitansi lain',
  receiptLinked: 'Kuitansi ini sudah terhubung dengan baris mutasi lain',
  receiptNotWaiting: 'Kuitansi ini sudah diputuskan',
  lineConfirmed: 'Kuitansi baris ini sudah dikonfirmasi',
  notLinked: 'Baris mutasi ini belum terhubung dengan kuitansi',
  account: {
    bankRequired: 'Nama bank wajib diisi',
    bankTooLong: 'Nama bank maksimal 50 karakter',
    numberFormat: 'Nomor rekening hanya boleh berisi angka (5–30 digit)',
    holderRequired: 'Nama pemilik rekening wajib diisi',
    holderTooLong: 'Nama pemilik maksimal 100 karakter',
    tooMany: 'Maksimal 10 rekening per cabang',
  },
} as const;
