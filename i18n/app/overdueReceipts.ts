/** The SBS dashboard's card of receipts waiting longer than the reminder threshold. */
export const overdueReceipts = {
  title: 'Pembayaran Menunggu Lama',
  threshold: 'Menunggu lebih dari %{hours} jam kerja',
  total: '%{count} pembayaran',
  empty: 'Tidak ada pembayaran yang menunggu lebih dari %{hours} jam kerja',
  waited: '%{hours} jam kerja',
  more: 'dan %{count} lainnya',
  open: 'Lihat Semua',
  failed: 'Pembayaran yang menunggu lama tidak dapat dimuat',
  list: 'Pembayaran menunggu lama',
} as const;
