/** The rows a receipt pays for, as the branch's invoice detail and SBS's 'Rincian' show them. */
export const receipts = {
  rows: {
    date: 'Tanggal Pendaftaran',
    name: 'Nama Lengkap',
    type: 'Jenis Pendaftaran',
    noId: 'No ID',
    branch: 'Cabang Pembina',
    referrer: 'Nama Pereferal',
    privateClass: 'Sudah Mengikuti Private Class (PPA)',
    total: 'Total Biaya',
    empty: 'Tidak ada data',
  },
} as const;
