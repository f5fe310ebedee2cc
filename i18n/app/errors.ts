/**
 * Messages the server answers with and the app shows. The quoted ones are the organisation's
 * verbatim (spelling included); the rest fill the gaps it leaves.
 */
export const errors = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongCapital: 'Something Went Wrong',
  unauthenticated: 'Sesi Anda telah berakhir, silakan masuk kembali',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini',
  notFound: 'Data tidak ditemukan',
  routeNotFound: 'Alamat API tidak ditemukan',
  invalidData: 'Data yang dikirim tidak valid',
  badRequest: 'Permintaan tidak valid',
  badForm: 'Formulir yang dikirim rusak atau tidak lengkap',
  tooLarge: 'Ukuran data terlalu besar',
  unsupportedMediaType: 'Jenis konten tidak didukung',
  tooManyAttempts: 'Terlalu banyak percobaan, silakan coba lagi dalam 15 menit',
  server: 'Terjadi kesalahan pada server, silakan coba lagi',
  network: 'Tidak dapat terhubung ke server, periksa koneksi Anda',
  /** A query ran past STATEMENT_TIMEOUT_MS or waited that long for a connection (503). */
  busy: 'Server sedang sibuk, silakan coba lagi sebentar lagi',
  image: {
    format: 'Gambar tidak valid',
    type: 'File harus berupa gambar JPG, PNG atau WebP',
    size: 'Ukuran gambar maksimal 5 MB',
    corrupt: 'Gambar rusak atau tidak dapat dibaca',
  },
  /** For checks a schema gives no message of its own (server/http/errors.ts). */
  limits: {
    max: 'Maksimal %{max} %{unit}',
    min: 'Minimal %{min} %{unit}',
    characters: 'karakter',
    items: 'data',
    required: 'Wajib diisi',
  },
  /** The WhatsApp webhook: a call not signed with the app secret, or a wrong verify token. */
  webhookSignature: 'Tanda tangan webhook tidak valid',
  webhookToken: 'Token verifikasi webhook tidak cocok',
  /** domain/text.ts's rule for names. */
  name: {
    letters: 'Nama harus berisi huruf',
    direction: 'Nama berisi karakter pengatur arah teks yang tidak diizinkan',
  },
  date: {
    format: 'Tanggal harus berformat YYYY-MM-DD',
    order: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  },
} as const;
