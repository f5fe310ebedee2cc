/**
 * /setting-wa (the WhatsApp templates) and its message log. Quoted texts are the organisation's, verbatim,
 * spelling included ('something wen't wrong').
 */
export const whatsapp = {
  title: 'Setting WhatsApp',
  actions: {
    create: '+ Aog Mog',
    upgrade: 'Upgrade Aog',
  },
  types: {
    branch: 'Cabang',
    user: 'Calon Aog Mog',
    preferal: 'Preferal',
  },
  statuses: {
    '0': 'Menunggu Konfirmasi',
    '1': 'Terkonfirmasi',
    '2': 'Tidak Disetujui',
  },
  form: {
    message: 'Pesan',
    autoSend: 'Auto Send Message',
    submit: 'Submit',
    required: 'Pesan tidak boleh kosong',
    tooLong: 'Pesan maksimal 4096 karakter',
    unknownPlaceholders:
      'Placeholder tidak dikenal: %{names}. Gunakan placeholder pada kartu Info.',
    lastUpdate: 'Terakhir diubah %{at}',
    lastUpdateBy: 'Terakhir diubah %{at} oleh %{by}',
  },
  preview: {
    title: 'Preview',
    hint: 'Contoh pesan untuk calon anggota contoh',
    empty: 'Pesan masih kosong',
  },
  sample: {
    nama: 'Siti Rahmawati',
    no_id: 'MOG0001234',
    no_id_upgrade: 'AOG0004321',
    cabang: 'Cabang Jakarta Selatan',
    nama_pereferal: 'Ahmad Fauzi',
    nama_bank: 'BCA',
    nomor_rekening: '1234567890',
  },
  info: {
    title: 'Info',
    intro: 'Placeholder berikut diganti dengan data pendaftar saat pesan dikirim:',
    placeholders: {
      tanggal_pendaftaran: 'Tanggal pendaftaran',
      nama: 'Nama lengkap pendaftar',
      no_id: 'Nomor ID AOG/MOG',
      jenis_pendaftaran: 'Jenis pendaftaran (AOG atau MOG)',
      cabang: 'Nama cabang',
      nama_pereferal: 'Nama pereferal',
      total_biaya: 'Total biaya',
      nama_bank: 'Nama bank pendaftar',
      nomor_rekening: 'Nomor rekening pendaftar',
    },
  },
  saved: 'Message notifikasi berhasil di set',
  failed: "something wen't wrong",
  logLink: 'Log Pesan',
  log: {
    back: 'Setting WhatsApp',
    filter: 'Status',
    all: 'Semua',
    statuses: {
      pending: 'Menunggu Dikirim',
      sent: 'Terkirim',
      failed: 'Gagal',
    },
    columns: {
      createdAt: 'Dibuat',
      recipient: 'Penerima',
      message: 'Pesan',
      status: 'Status',
      attempts: 'Percobaan',
      lastError: 'Error Terakhir',
      action: 'Action',
    },
    sentAt: 'pada %{at}',
    nextAttempt: 'dicoba %{at}',
    retry: 'Kirim Ulang',
    retried: 'Pesan dijadwalkan untuk dikirim ulang',
    empty: 'Belum ada pesan',
    retryConflict: 'Hanya pesan yang gagal yang dapat dikirim ulang',
  },
} as const;
