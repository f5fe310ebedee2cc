/** The region pickers and the public region look-ups. */
export const regions = {
  keywordTooLong: 'Kata kunci maksimal 100 karakter',
  badParent: 'Kode wilayah tidak valid',
  badLimit: 'Batas jumlah data harus antara 1 dan 200',
  noOptions: 'Wilayah tidak ditemukan',
  typeToSearch: 'Ketik untuk mencari',
  loading: 'Memuat…',
} as const;
