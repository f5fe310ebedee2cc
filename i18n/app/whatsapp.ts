/**
 * /setting-wa (the WhatsApp templates) and its message log. Quoted texts are the organisation's, verbatim,
 * spelling included ('something wen't wrong').
 */
export const whatsapp = {
  title: 'Setting WhatsApp',
  actions: {
    create: '+ Aog Mog',
    upgrade: 'Upgrade Aog',
    reminder: 'Pengingat',
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
    p: 'Bukti pembayaran belum diunggah',
    i: 'ID belum dipakai',
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
    reminderHint: 'Contoh pengingat untuk cabang contoh',
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
    daftar:
      'MOG0001234 Siti Rahmawati, MOG0001235 Dewi Lestari, MOG0001236 Budi Santoso dan 1 lainnya',
  },
  info: {
    title: 'Info',
    intro: 'Placeholder berikut diganti dengan data pendaftar saat pesan dikirim:',
    reminderIntro: 'Placeholder berikut diganti dengan isi pengingat saat pesan dikirim:',
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
      jumlah: 'Jumlah pendaftaran atau ID',
      hari: 'Batas hari pengingat (Setting Pengingat)',
      daftar: 'Pendaftaran atau ID yang dimaksud, tiga pertama lalu jumlah sisanya',
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
      waiting: 'Menunggu persetujuan template',
      sent: 'Terkirim',
      failed: 'Gagal',
      skipped: 'Tidak Dikirim',
    },
    /** Why a message was recorded but not sent (`not_sent_reason`). */
    notSent: {
      no_consent: 'Penerima belum menyetujui pesan WhatsApp',
      no_template: 'Pesan ini tidak punya template WhatsApp yang disetujui',
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
    deliveryAt: '%{status} %{at}',
  },
  /** Each template as a message template on the WhatsApp Business Account, and its review. */
  templates: {
    label: 'Template WhatsApp',
    name: 'Nama: %{name}',
    statuses: {
      PENDING: 'Sedang ditinjau WhatsApp',
      APPROVED: 'Disetujui WhatsApp',
      REJECTED: 'Ditolak WhatsApp',
      PAUSED: 'Dijeda WhatsApp',
      DISABLED: 'Dinonaktifkan WhatsApp',
    },
    notSubmitted: 'Belum diajukan ke WhatsApp',
    submitFailed: 'Gagal diajukan ke WhatsApp: %{error}',
    reason: 'Alasan: %{reason}',
    resubmit: 'Ajukan Ulang ke WhatsApp',
    resubmitted: 'Template diajukan ke WhatsApp untuk ditinjau',
    notConfigured: 'Akun WhatsApp Business belum diatur di server',
    /** A message's last error while it waits; %{status} is one of the texts above. */
    waiting: 'Menunggu persetujuan template: %{status}',
    expired: 'Template WhatsApp tidak disetujui dalam %{days} hari (%{reason})',
  },
  /** What the WhatsApp Cloud API reported about a sent message (its delivery receipts). */
  delivery: {
    statuses: {
      sent: 'Diteruskan ke WhatsApp',
      delivered: 'Diterima',
      read: 'Dibaca',
      failed: 'Gagal Diterima',
    },
    /** The Cloud API's error codes, explained for staff; the code follows in brackets. */
    errors: {
      130429: 'Batas kecepatan kirim WhatsApp tercapai; pesan dicoba lagi nanti',
      131021: 'Penerima sama dengan nomor pengirim',
      131026:
        'Nomor ini tidak dapat menerima pesan WhatsApp (bukan nomor WhatsApp atau aplikasinya terlalu lama)',
      131030: 'Nomor penerima belum diizinkan untuk nomor uji WhatsApp',
      131047:
        'Penerima tidak membalas dalam 24 jam terakhir; pesan hanya dapat dikirim dengan template yang disetujui',
      131048:
        'Dibatasi WhatsApp karena terlalu banyak pesan ditandai spam; pesan dicoba lagi nanti',
      131049:
        'WhatsApp menahan pesan ini untuk menjaga pengalaman penerima; pesan dicoba lagi nanti',
      131050: 'Penerima telah berhenti menerima pesan dari organisasi',
      131051: 'Jenis pesan tidak didukung WhatsApp',
      131056:
        'Terlalu banyak pesan ke nomor yang sama dalam waktu singkat; pesan dicoba lagi nanti',
      132000: 'Jumlah isian tidak sesuai dengan template WhatsApp',
      132001: 'Template WhatsApp tidak ada atau belum disetujui dalam bahasa Indonesia',
      132015: 'Template WhatsApp sedang dijeda karena kualitasnya rendah',
      132016: 'Template WhatsApp dinonaktifkan',
      133010: 'Nomor WhatsApp organisasi belum terdaftar',
    },
    other: 'WhatsApp menolak pesan: %{title}',
    withCode: '%{reason} (kode %{code})',
  },
} as const;
