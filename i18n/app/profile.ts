/** The account's own pages: profile, change password, help center. */
export const profile = {
  title: 'Profile',
  name: 'Nama',
  nameRequired: 'Nama tidak boleh kosong',
  nameTooLong: 'Nama maksimal 100 karakter',
  email: 'Email',
  group: 'Grup',
  branch: 'Cabang',
  image: 'Foto Profil',
  chooseImage: 'Pilih Foto',
  removeImage: 'Hapus Foto',
  imageHint: 'JPG, PNG atau WebP, maksimal 5 MB',
  save: 'Simpan',
  saved: 'Profil berhasil disimpan',
  changePassword: {
    title: 'Form Ubah Password',
    password: 'Password Baru',
    required: 'Password tidak boleh kosong',
    tooShort: 'Password minimal 8 karakter',
    tooLong: 'Password maksimal 128 karakter',
    save: 'Simpan',
    success: 'sukses ubah password',
    failed: 'gagal ubah password',
  },
  helpCenter: {
    title: 'Help Center',
    intro:
      'Panduan penggunaan Dashboard Form AOG / MOG berisi langkah-langkah pendaftaran, upload bukti bayar, upgrade dan konfirmasi pembayaran.',
    download: 'Download Panduan',
  },
} as const;
