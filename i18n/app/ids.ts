/**
 * Member IDs: /generate-id (central staff) and /id-aog-mog (a branch). The quoted texts of the
 * organisation are verbatim, spelling included.
 */
export const ids = {
  generateTitle: 'Generate ID AOG MOG',
  branchTitle: 'ID AOG MOG',
  listTitle: 'List Generate (Total = %{total})',
  branchListTitle: 'List ID (Total = %{total})',
  empty: 'Data tidak tersedia',
  newIds: 'ID Aog Mog',
  chooseBranch: 'Pilih Cabang',
  chooseBranchHint: 'Pilih ID yang belum diassign terlebih dahulu',
  /** react-admin's bulk actions bar counts with smart_count. */
  selected: '%{smart_count} ID dipilih',
  selectRow: 'Pilih %{id}',
  filters: {
    type: 'Tipe',
    status: 'Status',
    pageSize: 'Jumlah Permintaan',
    branch: 'Cabang',
    search: 'Cari ID',
    all: 'Semua',
  },
  types: { aog: 'AOG', mog: 'MOG' },
  status: { available: 'Tersedia', used: 'Sudah digunakan' },
  columns: {
    id: 'ID',
    status: 'Status',
    branch: 'Cabang',
    type: 'Tipe',
    assignedAt: 'Tanggal Diterima',
  },
  unassigned: 'Belum diassign',
  generateDialog: {
    title: 'Form ID Aog Mog Baru',
    total: 'Jumlah ID',
    type: 'Tipe',
    generate: 'Generate',
    submit: 'Submit',
    close: 'Tutup',
    result: 'ID baru (%{count})',
    hint: 'Maksimal %{max} ID sekali generate',
  },
  assignDialog: {
    title: 'Cabang Generate',
    branch: 'Cabang',
    submit: 'Submit',
    close: 'Tutup',
    summary: '%{count} ID akan dikirim ke cabang terpilih',
  },
  branchPicker: {
    noOptions: 'Cabang tidak ditemukan',
    loading: 'Memuat…',
  },
  generated: 'ID berhasil di generate',
  assigned: 'ID berhasil di dikirim ke cabang terpilih',
  failed: "Something wen't wrong",
  validation: {
    required: 'wajib diisi',
    number: 'harus berupa angka',
    integer: 'harus berupa bilangan bulat',
    // yup fills ${min} and ${max} (server and forms alike).
    min: 'minimal ${min}',
    max: 'maksimal ${max}',
    type: 'Tipe harus aog atau mog',
    idFormat: 'Format ID salah',
  },
  conflict: 'ID berikut sudah diassign atau tidak ditemukan: %{ids}',
  alreadyAssigned: '%{id} sudah diassign ke cabang',
  unknownId: '%{id} tidak ditemukan',
  branchUnknown: 'Cabang tidak ditemukan atau tidak aktif',
  exhausted: 'Nomor ID %{type} sudah habis',
} as const;
