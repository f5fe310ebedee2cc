/** Texts of MUI's own components (paging, pickers, alerts), which MUI's Indonesian locale lacks. */
export const mui = {
  rowsPerPage: 'Baris per halaman:',
  displayedRows: '%{from}–%{to} dari %{count}',
  displayedRowsOpen: '%{from}–%{to} dari lebih dari %{to}',
  firstPage: 'Ke halaman pertama',
  lastPage: 'Ke halaman terakhir',
  nextPage: 'Ke halaman berikutnya',
  previousPage: 'Ke halaman sebelumnya',
  page: 'Halaman %{page}',
  goToPage: 'Ke halaman %{page}',
  clear: 'Hapus',
  close: 'Tutup',
  loading: 'Memuat…',
  noOptions: 'Tidak ada pilihan',
  open: 'Buka',
} as const;
