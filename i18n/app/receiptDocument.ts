/** The receipt document ('Kuitansi'): its download and the public verification page. */
export const receiptDocument = {
  download: 'Unduh Kuitansi',
  downloadOf: 'Unduh Kuitansi %{number}',
  downloading: 'Mengunduh kuitansi…',
  downloadFailed: 'Kuitansi tidak dapat diunduh, coba lagi',
  missing: 'Kuitansi tidak ditemukan',
  verify: {
    title: 'Verifikasi Kuitansi',
    genuine: 'Kuitansi Asli',
    genuineNote: 'Kuitansi ini diterbitkan oleh sistem dan datanya sesuai dengan catatan kami.',
    notFound: 'Kuitansi tidak ditemukan',
    notFoundNote:
      'Kode verifikasi ini tidak dikenal. Periksa kembali kode pada kuitansi, atau hubungi kantor pusat.',
    failed: 'Tidak dapat memeriksa kuitansi. Periksa koneksi Anda lalu coba lagi.',
    retry: 'Coba Lagi',
    loading: 'Memeriksa kuitansi…',
    number: 'Nomor Kuitansi',
    date: 'Tanggal',
    total: 'Jumlah Diterima',
    name: 'Atas Nama',
    members: 'Jumlah Anggota',
    membersCount: '%{count} anggota',
    kind: 'Jenis Pembayaran',
    kinds: { registration: 'Pendaftaran', upgrade: 'Upgrade' },
  },
} as const;
