/** Words of the resource screens that are not a single resource's own. */
export const resources = {
  menu: 'Administrasi',
  done: 'Berhasil',
  deactivate: 'Nonaktifkan',
  deactivated: 'Berhasil dinonaktifkan',
  deactivateTitle: 'Nonaktifkan %{name}',
  deactivateContent:
    'Data ini tidak dihapus: riwayatnya tetap tersimpan, tetapi tidak dapat dipakai lagi sampai diaktifkan kembali. Lanjutkan?',
} as const;
