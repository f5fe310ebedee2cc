/**
 * The reminders of forgotten work (server/reminders): pushes and WhatsApp messages the server
 * writes, so they are not in the app's catalogue.
 */
export const reminderMessages = {
  branch: {
    title: 'Pengingat cabang %{branch}',
    proof: '%{count} pendaftaran belum ada bukti pembayaran setelah %{days} hari kerja',
    unusedId: '%{count} ID belum dipakai setelah %{days} hari',
    /** Beyond the references named. */
    more: 'dan %{count} lainnya',
  },
  receipts: {
    title: 'Bukti pembayaran menunggu terlalu lama',
    body: '%{count} bukti pembayaran menunggu konfirmasi lebih dari %{hours} jam kerja. Terlama: %{oldest}',
  },
} as const;
