/** Web Push: the profile's settings and the question asked once after signing in (issue 12). */
export const push = {
  title: 'Notifikasi',
  device: 'Notifikasi di browser ini',
  status: 'Status: %{state}',
  states: {
    on: 'Aktif',
    off: 'Nonaktif',
    blocked: 'Diblokir browser',
    unsupported: 'Tidak didukung',
  },
  hints: {
    on: 'Browser ini menampilkan notifikasi walaupun aplikasi sedang tidak dibuka.',
    off: 'Aktifkan agar browser ini menampilkan notifikasi untuk akun Anda.',
    blocked:
      'Browser memblokir notifikasi dari situs ini. Izinkan notifikasi di pengaturan situs pada browser, lalu muat ulang halaman.',
    unsupported: 'Browser ini tidak mendukung notifikasi push.',
  },
  kindsTitle: 'Jenis notifikasi',
  kindsHint: 'Berlaku untuk akun Anda di setiap browser yang notifikasinya aktif.',
  kinds: {
    proofWaiting: 'Bukti pembayaran menunggu konfirmasi',
    receiptDecided: 'Pembayaran dikonfirmasi atau ditolak',
    idsAssigned: 'ID baru diterima cabang',
  },
  turnedOn: 'Notifikasi diaktifkan di browser ini',
  turnedOff: 'Notifikasi dinonaktifkan di browser ini',
  notAllowed: 'Notifikasi tidak diizinkan oleh browser',
  failed: 'Notifikasi tidak dapat diaktifkan di browser ini',
  saved: 'Pengaturan notifikasi disimpan',
  /** /setting-wa/log with the push channel chosen. */
  log: {
    title: 'Log Pesan',
    channel: 'Kanal',
    channels: { whatsapp: 'WhatsApp', push: 'Notifikasi Push' },
    removed: '(langganan sudah dihapus)',
  },
  question: {
    message:
      'Aktifkan notifikasi di browser ini? Anda akan diberi tahu saat ada pekerjaan untuk Anda, walaupun aplikasi sedang tidak dibuka. Pilihan ini dapat diubah di Profile.',
    accept: 'Aktifkan',
    decline: 'Tidak',
  },
} as const;
