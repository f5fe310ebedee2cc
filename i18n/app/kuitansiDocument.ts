/**
 * The receipt document ('Kuitansi') as the server prints and mails it; the app's screens have
 * their own texts.
 */
export const kuitansiDocumentMessages = {
  title: 'KUITANSI',
  number: 'Nomor',
  date: 'Tanggal',
  branch: 'Cabang',
  invoice: 'Bukti Pembayaran',
  receivedFrom: 'Telah diterima pembayaran untuk:',
  registration: 'Pendaftaran',
  upgrade: 'Upgrade',
  columns: {
    no: 'No',
    name: 'Nama',
    type: 'Jenis',
    id: 'ID',
    privateClass: 'Private Class',
    upgradeType: 'Jenis Lama → Baru',
    upgradeId: 'ID Lama → Baru',
    fee: 'Biaya',
  },
  total: 'Total',
  inWords: 'Terbilang',
  confirmedBy: 'Dikonfirmasi oleh',
  verify: 'Pindai untuk memeriksa keaslian kuitansi ini:',
  mail: {
    subject: 'Kuitansi %{number} — %{inv_name}',
    body: [
      'Yth. Cabang %{branch},',
      '',
      'Pembayaran %{inv_name} sebesar %{total} telah dikonfirmasi pada %{date}.',
      'Kuitansi %{number} terlampir dalam email ini.',
      '',
      'Keaslian kuitansi dapat diperiksa di %{url}',
    ].join('\n'),
  },
} as const;
