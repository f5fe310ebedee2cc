/** Upgrading a MOG member to AOG: /upgrade-mog, the upgrade form and their API answers. */
export const upgrade = {
  title: 'Upgrade Status Anggota',
  upgraded: 'MOG Upgraded',
  failed: 'Something Went Wrong',
  list: {
    title: 'List Upgrade',
    oldId: 'No ID Lama',
    newId: 'No ID Baru',
  },
  required: {
    no_id_lama: 'Nomor ID AOG/MOG Lama harus diisi',
  },
  errors: {
    memberNotFound: 'Anggota dengan Nomor ID AOG/MOG Lama ini tidak ditemukan di cabang Anda',
    oldIdMismatch: 'Nomor ID AOG/MOG Lama tidak sesuai dengan data anggota',
    notMog: 'Hanya anggota MOG yang dapat di-upgrade',
    pending: 'Anggota ini sudah memiliki upgrade yang menunggu bukti bayar atau konfirmasi',
    badSearch: 'Kata kunci maksimal 100 karakter, halaman 1 sampai 10000',
  },
} as const;
