/** /payment-history and its 'Detail Invoice' dialog (SPEC.md section 2; quoted texts verbatim). */
export const paymentHistory = {
  title: 'Payment History Registration',
  filter: {
    status: 'Status',
    all: 'Lihat Semua',
    waiting: 'Menunggu Konfirmasi',
    confirmed: 'Terkonfirmasi',
    rejected: 'Tidak Disetujui',
    date: 'Tanggal Upload',
  },
  list: {
    title: 'List Payment',
    invoice: 'No Invoice',
    status: 'Status',
    countAog: 'Jumlah Aog',
    countMog: 'Jumlah Mog',
    uploadedAt: 'Tanggal Upload',
    total: 'Total Pembayaran',
    action: 'Action',
    detail: 'Detail',
    detailOf: 'Detail %{invoice}',
    empty: 'Belum ada pembayaran',
  },
  status: {
    '0': 'Menunggu Konfirmasi',
    '1': 'Sudah Konfirmasi',
    '2': 'Tidak Disetujui',
  },
  detail: {
    title: 'Detail Invoice',
    close: 'Tutup',
    proof: 'Bukti Pembayaran',
    proofAlt: 'Bukti pembayaran %{invoice}',
    proofError: 'Gambar bukti pembayaran tidak dapat dimuat',
    rows: 'Data Calon AOG/MOG',
    notFound: 'Invoice tidak ditemukan',
  },
} as const;
