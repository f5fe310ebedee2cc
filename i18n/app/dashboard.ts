/** The /dashboard count cards. */
export const dashboard = {
  title: 'Dashboard',
  today: 'Hari ini, %{date}',
  pending: 'Menunggu Konfirmasi',
  approved: 'Terkonfirmasi',
  rejected: 'Ditolak',
  notUploaded: 'Belum Upload',
  breakdown: 'Pendaftaran %{normal} · Upgrade %{upgrade}',
  notUploadedHint: 'Pendaftaran & upgrade tanpa bukti bayar',
} as const;
