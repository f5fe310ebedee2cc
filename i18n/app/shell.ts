/** The shell around every page: title, menus, dialogs and generic messages. */
export const shell = {
  title: 'Dashboard Form AOG / MOG',
  menu: {
    dashboard: 'Dashboard',
    idAogMog: 'ID AOG MOG',
    registrationForm: 'Registration Form',
    upgradeMog: 'Upgrade Status Anggota',
    paymentHistory: 'Payment History',
    paymentHistoryUpgrade: 'Payment History Upgrade',
    generateId: 'Generate ID',
    payment: 'Payment',
    paymentReceipt: 'Payment Receipt',
    paymentReceiptUpgrade: 'Payment Receipt Upgrade',
    bankStatement: 'Rekonsiliasi Bank',
    inquiryData: 'Inquiry Data',
    statisticMember: 'Statistic Member',
    settingWa: 'Setting WA',
    aogMog: 'Aog Mog',
    branch: 'Branch',
    helpCenter: 'Help Center',
    signOut: 'Sign Out',
  },
  userMenu: {
    profile: 'Profile',
    changePassword: 'Ganti Password',
  },
  logout: {
    title: 'Logout Confirmation',
    question: 'Apakah anda ingin keluar?',
    no: 'Tidak',
    yes: 'Ya',
  },
  update: {
    title: 'Update info',
    message: 'Kami telah melakukan beberapa perubahan, silahkan update',
    button: 'Update',
  },
  notice: {
    close: 'Tutup',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    message: 'Halaman yang Anda cari tidak ada atau Anda tidak memiliki akses ke halaman ini.',
    back: 'Kembali ke Dashboard',
  },
  loading: 'Memuat…',
  pageError: {
    title: 'Halaman gagal dimuat',
    retry: 'Muat ulang',
  },
} as const;
