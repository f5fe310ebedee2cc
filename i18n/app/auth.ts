/** Sign-in, password reset and its landing page. */
export const auth = {
  signIn: {
    greeting: 'Selamat Datang',
    subtitle: 'Silahkan masuk dengan akun Anda',
    email: 'Email',
    password: 'Password',
    showPassword: 'Tampilkan password',
    hidePassword: 'Sembunyikan password',
    submit: 'Sign In',
    forgot: 'Lupa Kata Sandi? Klik disini',
    emailRequired: 'Email harus diisi',
    passwordRequired: 'Password harus diisi',
    failed: 'Email atau Password Salah',
  },
  reset: {
    title: 'Lupa Kata Sandi',
    instructions:
      'Masukkan email akun Anda. Kami akan mengirimkan tautan untuk mengubah kata sandi.',
    email: 'Email',
    emailRequired: 'Email harus diisi',
    emailFormat: 'Format Email salah',
    submit: 'Kirim',
    backToSignIn: 'Kembali ke Sign In',
    sent: 'Email telah terikim',
    notFound: 'Email tidak ditemukan',
    failed: 'gagal ubah password',
    mailSubject: 'Ubah Kata Sandi Dashboard Form AOG / MOG',
    newPasswordSubject: 'Kata Sandi Baru Dashboard Form AOG / MOG',
    /** The page the e-mailed link opens; only its button spends the link. */
    confirmTitle: 'Ubah Kata Sandi',
    confirmText:
      'Tekan tombol di bawah ini untuk membuat kata sandi baru. Kata sandi baru akan dikirim ke email Anda.',
    confirmButton: 'Buat Kata Sandi Baru',
  },
  landing: {
    successTitle: 'Ubah Kata Sandi Berhasil',
    successMessage: 'Silahkan cek email Anda untuk melihat kata sandi baru.',
    failedTitle: 'Gagal Ubah Kata Sandi',
    failedMessage: 'Link tidak valid karena sudah pernah digunakan atau sudah kedaluwarsa.',
    button: 'Kembali ke Sign In',
  },
} as const;
