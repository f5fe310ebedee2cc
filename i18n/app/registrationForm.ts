/** The new-registration screen /registration-form/pendaftaran and its API answers. */
export const registrationForm = {
  title: 'Form Pendaftaran AOG / MOG',
  back: 'Kembali',
  save: 'Simpan',
  payment: {
    title: 'Rincian Pembayaran',
    registrationAog: 'Biaya Pendaftaran AOG',
    registrationMog: 'Biaya Pendaftaran MOG',
    privateClass: 'Biaya Private Class',
    total: 'Total Biaya',
    chooseType: 'Pilih Jenis Pendaftaran untuk melihat biaya',
    answerPrivateClass: "Jawab 'Apakah Sudah Mengikuti Private Class?' untuk melihat Total Biaya",
    note: 'Biaya dihitung ulang oleh sistem saat data disimpan.',
  },
  confirm: {
    title: 'Konfirmasi Form',
    question: 'Apakah anda yakin ingin meneruskan Form ini?',
    cancel: 'Batal',
    save: 'Simpan',
  },
  closed: {
    title: 'Sudah melewati batas waktu',
    ok: 'Tutup',
  },
  added: 'AOG/MOG Added',
  failed: 'Something Went Wrong',
  idDropdownFailed: 'ID AOG MOG tidak bisa di generate',
  feesFailed: 'Biaya pendaftaran tidak dapat dimuat',
  idTaken: 'Nomor ID AOG/MOG sudah dipakai atau bukan milik cabang Anda',
  noBranch: 'Akun ini tidak terhubung ke cabang',
  badIdQuery: 'Tipe ID harus aog atau mog, batas 1 sampai 50',
  fixErrors: 'Periksa kembali isian yang ditandai',
} as const;
