/** Upgrading a MOG member to AOG: /upgrade-mog, the upgrade form and their API answers. */
export const upgrade = {
  title: 'Upgrade Status Anggota',
  upgraded: 'MOG Upgraded',
  failed: 'Something Went Wrong',
  newUpgrade: '+ Upgrade MOG Baru',
  rules: {
    title: 'Ketentuan Upgrade',
    mogOnly: 'Hanya anggota MOG yang dapat di-upgrade; anggota AOG tidak memiliki tombol Upgrade.',
    search:
      "Cari anggota cabang Anda dengan ID MOG atau Nama, lalu klik 'Upgrade' pada barisnya untuk membuka form upgrade.",
    hours: 'Form upgrade hanya dapat dikirim pada jam operasional: %{hours}.',
    fees: 'Biaya upgrade: ke AOG %{aog} (ditambah %{privateClass} bila belum mengikuti Private Class), selain AOG %{other}.',
    newId:
      'Nomor ID baru dipilih dari ID cabang yang masih tersedia untuk jenis pendaftaran yang baru.',
    pending:
      'Anggota yang upgrade-nya menunggu bukti bayar atau konfirmasi tidak dapat di-upgrade lagi.',
    confirmed:
      'Jenis dan nomor ID anggota berubah setelah bukti bayar upgrade dikonfirmasi oleh pusat.',
  },
  search: {
    label: 'Cari Anggota',
    by: 'Cari Berdasarkan',
    byNoId: 'ID MOG',
    byName: 'Nama',
    keyword: 'Kata Kunci',
  },
  candidates: {
    title: 'Daftar Anggota',
    name: 'Nama Lengkap',
    noId: 'No ID MOG',
    type: 'Jenis Pendaftaran',
    city: 'Kota/Kab Domisili',
    district: 'Kecamatan Domisili',
    branch: 'Cabang Pembina',
    action: 'Action',
    upgrade: 'Upgrade',
    upgradeMember: 'Upgrade %{name}',
    inProgress: 'Upgrade anggota ini sedang menunggu bukti bayar atau konfirmasi',
    empty: 'Data tidak ditemukan',
  },
  form: {
    title: 'Form Upgrade MOG',
    back: 'Kembali',
    card: 'Data Upgrade',
    oldId: 'Nomor ID AOG/MOG Lama',
    oldIdHelp: 'Nomor ID anggota MOG yang akan di-upgrade',
    notUpgradable:
      'Anggota ini tidak dapat di-upgrade: bukan MOG, atau upgrade-nya masih diproses.',
    loadFailed: 'Data anggota tidak dapat dimuat',
  },
  payment: {
    aog: 'Biaya Upgrade AOG',
    mog: 'Biaya Upgrade MOG',
  },
  list: {
    title: 'List Upgrade',
    oldId: 'No ID Lama',
    newId: 'No ID Baru',
  },
  required: {
    no_id_lama: 'Nomor ID AOG/MOG Lama tidak boleh kosong',
  },
  errors: {
    memberNotFound: 'Anggota dengan Nomor ID AOG/MOG Lama ini tidak ditemukan di cabang Anda',
    oldIdMismatch: 'Nomor ID AOG/MOG Lama tidak sesuai dengan data anggota',
    notMog: 'Hanya anggota MOG yang dapat di-upgrade',
    pending: 'Anggota ini sudah memiliki upgrade yang menunggu bukti bayar atau konfirmasi',
    badSearch: 'Kata kunci maksimal 100 karakter, halaman 1 sampai 10000',
  },
} as const;
