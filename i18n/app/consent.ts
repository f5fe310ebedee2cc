/**
 * Consent to the processing of personal data (registration and upgrade forms) and the member's
 * rights on the inquiry screen: export and erasure.
 */
export const consent = {
  /** The organisation's wording of version DATA_CONSENT_VERSION (domain/consent.ts). */
  wording:
    'Saya menyetujui pengumpulan dan pemrosesan data pribadi saya (termasuk NIK, nomor rekening, ' +
    'alamat, nomor WhatsApp, email dan bukti pembayaran) oleh organisasi untuk keperluan ' +
    'keanggotaan AOG/MOG, pembayaran dan komunikasi terkait, sesuai UU No. 27 Tahun 2022 tentang ' +
    'Pelindungan Data Pribadi. Saya dapat meminta salinan data saya atau penghapusannya melalui ' +
    'cabang pembina.',
  label: 'Persetujuan Pemrosesan Data Pribadi',
  version: 'Versi',
  required: 'Persetujuan pemrosesan data pribadi wajib dicentang',
  /** Consent to WhatsApp messages (WHATSAPP_CONSENT in domain/consent.ts); optional. */
  whatsapp: {
    label: 'Persetujuan Pesan WhatsApp',
    /** The organisation's wording of version WHATSAPP_CONSENT.version. */
    wording:
      'Saya bersedia menerima pesan WhatsApp dari organisasi di nomor WhatsApp yang saya berikan, ' +
      'berisi informasi pendaftaran, pembayaran dan keanggotaan AOG/MOG saya. Persetujuan ini ' +
      'dapat saya tarik kapan saja melalui cabang pembina.',
    invalid: 'Persetujuan pesan WhatsApp harus bernilai ya atau tidak',
    given: 'Menyetujui pesan WhatsApp',
    withdrawn: 'Tidak menyetujui pesan WhatsApp',
  },
  rights: {
    title: 'Hak Subjek Data',
    export: 'Ekspor Data Anggota',
    exported: 'Data anggota diunduh',
    exportFailed: 'Ekspor data gagal',
    erase: 'Hapus Data Pribadi',
    eraseTitle: 'Hapus data pribadi anggota ini?',
    eraseText:
      'Nama, NIK, nomor WhatsApp, email, alamat, data kelahiran, rekening bank dan foto bukti ' +
      'yang hanya milik anggota ini akan dihapus dan tidak dapat dikembalikan. Catatan keuangan ' +
      '(kwitansi, nominal, tanggal, Nomor ID) tetap disimpan tanpa identitas pribadi.',
    eraseConfirm: 'Ya, Hapus',
    erased: 'Data pribadi anggota telah dihapus',
    eraseFailed: 'Penghapusan data gagal',
    anonymised: 'Data pribadi anggota ini telah dihapus pada',
    alreadyErased: 'Data pribadi anggota ini sudah dihapus',
    noIdMismatch: 'Nomor ID tidak sesuai dengan anggota ini',
    consents: 'Persetujuan Data',
    consentsEmpty: 'Belum ada persetujuan tercatat',
  },
  /** What an erased member's name and required text fields become. */
  erasedName: 'Data Dihapus',
} as const;
