/**
 * react-admin's per-resource messages (`resources.<name>.…`): the resource's name, the label of
 * each field, and the labels of choices and record actions. A resource declared by its feature's
 * index (docs/resources.md) takes its words from here, with no component code.
 */
const GROUP_CHOICES = { CABANG: 'CABANG', SBS: 'SBS', RND: 'RND', ESS: 'ESS', CLUB: 'CLUB' };
const ACTIVE = { true: 'Aktif', false: 'Nonaktif' };

export const resourceMessages = {
  'admin/branches': {
    name: 'Cabang |||| Kelola Cabang',
    fields: {
      id: 'ID',
      name: 'Nama Cabang',
      city: 'Kota',
      address: 'Alamat',
      no_wa: 'No WhatsApp Cabang',
      bank_accounts: 'Rekening Bank',
      reminders_enabled: 'Kirim Pengingat',
      // react-admin names an item's input by the list's source and its own, digits left out.
      'bank_accounts.bank': 'Bank',
      'bank_accounts.nomor_rekening': 'Nomor Rekening',
      'bank_accounts.nama_pemilik': 'Nama Pemilik',
      active: 'Status',
      created_at: 'Dibuat',
      updated_at: 'Terakhir diubah',
      q: 'Cari',
    },
    helpers: {
      reminders_enabled:
        'Pengingat bukti pembayaran dan ID yang belum dipakai ke akun dan WhatsApp cabang',
    },
    choices: { active: ACTIVE, reminders_enabled: { true: 'Ya', false: 'Tidak' } },
  },
  'admin/accounts': {
    name: 'Akun Staf |||| Akun Staf',
    fields: {
      id: 'ID',
      name: 'Nama',
      email: 'Email',
      group: 'Grup',
      branch_id: 'Cabang',
      branch_name: 'Cabang',
      password: 'Password awal (kosongkan untuk mengirim link reset)',
      active: 'Status',
      created_at: 'Dibuat',
      updated_at: 'Terakhir diubah',
      q: 'Cari',
    },
    choices: { group: GROUP_CHOICES, active: ACTIVE },
    actions: {
      resetLink: 'Kirim Link Reset Password',
      resetLinkConfirm: 'Kirim link reset password ke email akun ini?',
    },
  },
  'admin/settings': {
    name: 'Pengaturan |||| Pengaturan',
    fields: {
      id: 'ID',
      open_hour: 'Jam Buka (WIB)',
      close_hour: 'Jam Tutup (WIB)',
      days: 'Hari Operasional',
      upload_limit_registration: 'Batas Upload Bukti Pendaftaran per Hari',
      upload_limit_upgrade: 'Batas Upload Bukti Upgrade per Hari',
      notice_open: 'Pemberitahuan Ditampilkan',
      notice_title: 'Judul Pemberitahuan',
      notice_message: 'Isi Pemberitahuan',
      help_center_url: 'URL Panduan (Help Center)',
      wa_consent_branch: 'Pesan WhatsApp ke Cabang Perlu Persetujuan',
      wa_consent_referrer: 'Pesan WhatsApp ke Pereferal',
      org_name: 'Nama Organisasi',
      org_address: 'Alamat Organisasi',
      reminder_proof_days: 'Pengingat Bukti Pembayaran',
      reminder_unused_id_days: 'Pengingat ID Belum Dipakai',
      reminder_waiting_hours: 'Pengingat Pembayaran Menunggu',
      updated_at: 'Terakhir diubah',
    },
    helpers: {
      org_name: 'Dicetak pada kuitansi',
      reminder_proof_days:
        'Hari kerja sejak pendaftaran tanpa bukti pembayaran sebelum cabang diingatkan',
      reminder_unused_id_days: 'Hari sejak ID diberikan ke cabang dan belum dipakai',
      reminder_waiting_hours: 'Jam kerja pembayaran menunggu konfirmasi sebelum SBS diingatkan',
    },
    choices: {
      days: { 1: 'Senin', 2: 'Selasa', 3: 'Rabu', 4: 'Kamis', 5: 'Jumat', 6: 'Sabtu', 7: 'Minggu' },
      notice_open: { true: 'Ya', false: 'Tidak' },
      wa_consent_branch: { true: 'Ya (pesan ke cabang tidak dikirim)', false: 'Tidak' },
      wa_consent_referrer: {
        member: 'Perlu persetujuan jika pereferal anggota terdaftar',
        always: 'Selalu perlu persetujuan pereferal',
        never: 'Tanpa persetujuan (kontak staf)',
      },
    },
  },
  'admin/fees': {
    name: 'Biaya |||| Jadwal Biaya',
    fields: {
      id: 'ID',
      effective_from: 'Berlaku Mulai',
      registration_aog: 'Pendaftaran AOG',
      registration_mog: 'Pendaftaran MOG',
      upgrade_aog: 'Upgrade ke AOG',
      upgrade_other: 'Upgrade Lainnya',
      private_class: 'Private Class',
      in_force: 'Berlaku Sekarang',
      created_at: 'Dibuat',
    },
    choices: { in_force: { true: 'Berlaku', false: '-' } },
  },
  'admin/audit': {
    name: 'Riwayat Perubahan |||| Riwayat Perubahan',
    fields: {
      id: 'ID',
      created_at: 'Waktu',
      admin_name: 'Oleh',
      action: 'Aksi',
      entity: 'Data',
      entity_id: 'ID Data',
      changes: 'Perubahan',
    },
  },
  branch: {
    name: 'Branch |||| Branch',
    fields: {
      name: 'Nama Cabang',
      city: 'Kota',
      active: 'Status',
      count_aog: 'AOG',
      count_mog: 'MOG',
      q: 'Cari Cabang',
    },
    choices: { active: ACTIVE },
  },
} as const;
