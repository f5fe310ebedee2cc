/**
 * Central payment confirmation: the receipt lists (/payment-receipt) and the 'Konfirmasi
 * Pembayaran' dialog. Quoted texts are the organisation's, verbatim; the server answers with the messages
 * under `server`.
 */
export const confirmation = {
  title: 'Payment Receipt',
  titleUpgrade: 'Payment Receipt Upgrade',
  listTitle: 'List Payment',
  filter: {
    label: 'Status',
    all: 'Lihat Semua',
  },
  status: {
    '0': 'Menunggu Konfirmasi',
    '1': 'Terkonfirmasi',
    '2': 'Tidak Disetujui',
  },
  columns: {
    branch: 'Cabang',
    invoice: 'No Invoice',
    status: 'Status',
    countAog: 'Jumlah Aog',
    countMog: 'Jumlah Mog',
    total: 'Total Pembayaran',
    uploadedAt: 'Tanggal Upload',
    action: 'Action',
  },
  actions: {
    confirm: 'Konfirmasi',
    edit: 'Edit',
    detail: 'Detail',
  },
  empty: 'Tidak ada bukti pembayaran dengan status ini',
  dialog: {
    title: 'Konfirmasi Pembayaran',
    editTitle: 'Edit Konfirmasi Pembayaran',
    proofTab: 'Bukti Pembayaran',
    detailTab: 'Rincian',
    invoice: 'Invoice',
    branch: 'Cabang',
    uploadedAt: 'Diunggah',
    proofAlt: 'Bukti pembayaran %{invoice}',
    proofMissing: 'Gambar bukti pembayaran tidak dapat dimuat',
    zoomIn: 'Perbesar',
    zoomOut: 'Perkecil',
    zoomReset: 'Ukuran asli',
    openImage: 'Buka gambar di tab baru',
    close: 'Tutup',
    notFound: 'Bukti pembayaran tidak ditemukan',
  },
  form: {
    title: 'Form Konfirmasi',
    total: 'Total Pembayaran',
    status: 'Status',
    none: '-',
    option: '%{code} %{label}',
    cancel: 'Batal',
    save: 'Simpan',
    decided: 'Bukti pembayaran ini sudah Terkonfirmasi; statusnya tidak dapat diubah lagi.',
    current: 'Status saat ini: %{status}',
  },
  success: 'Sukses Update',
  server: {
    statusRequired: 'Status tidak boleh kosong',
    statusInvalid: 'Status tidak valid',
    statusConflict:
      'Bukti pembayaran ini sudah diproses, statusnya tidak dapat diubah ke status tersebut',
    rowsTaken:
      'Sebagian calon AOG/MOG pada bukti pembayaran ini sudah diunggah ulang dengan bukti pembayaran lain',
  },
} as const;
