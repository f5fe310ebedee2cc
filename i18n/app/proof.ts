/**
 * /registration-form ('Registration List') and the proof upload (SPEC.md sections 2, 5 and 8;
 * quoted texts verbatim).
 */
export const proof = {
  title: 'Registration List',
  upgrade: 'Upgrade',
  downloadForm: 'Download Form',
  registered: 'Anggota Terdaftar',
  newMember: '+ AOG/MOG Baru',
  rules: {
    title: 'Ketentuan Upload Bukti Bayar',
    hours: 'Upload bukti bayar hanya dapat dilakukan pada jam operasional: %{hours}.',
    limit:
      'Setiap cabang dapat mengupload bukti bayar maksimal %{limit} kali sehari (hari ini: %{count} kali).',
    image: 'Bukti bayar harus berupa gambar (JPG, PNG atau WebP) dengan ukuran maksimal 5 MB.',
    select:
      "Centang data calon AOG/MOG pada tabel di bawah, lalu klik 'Upload Bukti Bayar'. Satu bukti bayar berlaku untuk semua data yang dicentang.",
    fees: 'Biaya pendaftaran: AOG %{aog} (ditambah %{privateClass} bila belum mengikuti Private Class), MOG %{mog}. Jumlah transfer harus sama dengan total biaya data yang dicentang.',
    upgradeFees:
      'Biaya upgrade: ke AOG %{aog} (ditambah %{privateClass} bila belum mengikuti Private Class), selain AOG %{other}. Jumlah transfer harus sama dengan total biaya data yang dicentang.',
    rejected:
      'Data yang bukti bayarnya tidak disetujui akan kembali ke daftar ini dan dapat diupload ulang.',
  },
  table: {
    label: 'Calon AOG/MOG yang belum upload bukti bayar',
    selectAll: 'Pilih semua',
    selectRow: 'Pilih %{name}',
    date: 'Tanggal Pendaftaran',
    name: 'Nama Lengkap',
    type: 'Jenis Pendaftaran',
    id: 'No ID',
    branch: 'Cabang Pembina',
    referrer: 'Nama Pereferal',
    privateClass: 'Private Class',
    total: 'Total Biaya',
    empty: 'Semua data sudah diupload bukti bayarnya',
    selected: '%{count} data dipilih, total %{total}',
    privateClassAnswers: {
      sudah: 'Sudah',
      belum: 'Belum',
      none: '-',
    },
  },
  upload: {
    button: 'Upload Bukti Bayar',
    needSelection: 'Silahkan Checklist Data dibawah terlebih dahulu',
    limitTooltip: 'Upload bukti pembayaran sudah mencapai limit',
    limitTitle: 'Peringatan',
    limitMessage: 'Upload bukti pembayaran sudah mencapai limit (Maks %{limit} kali sehari)',
    hoursTitle: 'Di Luar Jam Operasional',
    close: 'Tutup',
    title: 'Upload Bukti Bayar',
    chooseImage: 'Pilih Gambar',
    changeImage: 'Ganti Gambar',
    image: 'Foto Bukti Bayar',
    imageHint: 'JPG, PNG atau WebP, maksimal 5 MB',
    preview: 'Pratinjau bukti bayar',
    rows: 'Calon AOG/MOG',
    rowsCount: '%{count} data dipilih',
    total: 'Total Biaya',
    cancel: 'Batal',
    send: 'Kirim',
    success: 'Berhasil Upload Bukti Bayar',
  },
  errors: {
    missing: 'Foto atau Calon AOG/MOG atau Total Biaya belum diisi',
    idType: 'ID data calon AOG/MOG tidak valid',
    amountType: 'Total Biaya harus berupa angka bulat',
    tooManyRows: 'Maksimal 200 data untuk satu bukti bayar',
    notFound: 'Data calon AOG/MOG tidak ditemukan (id %{ids})',
    alreadyUploaded: 'Bukti bayar untuk data ini sudah diupload (id %{ids})',
    amountMismatch: 'Total Biaya tidak sesuai dengan total biaya data yang dipilih (%{total})',
    limit: 'Upload bukti pembayaran sudah mencapai limit (Maks %{limit} kali sehari)',
  },
} as const;
