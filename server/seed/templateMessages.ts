import type {
  ReceiptTemplateAction,
  ReminderTemplateStatus,
  TemplateType,
} from '../../domain/templates';
import type { ReceiptStatus } from '../../domain/receipts';

/**
 * The WhatsApp messages every new database starts with, per action, recipient and receipt
 * status; SBS rewords them on /setting-wa. Only placeholders of domain/templates.ts are used.
 */
export const DEFAULT_TEMPLATE_MESSAGES: Readonly<
  Record<ReceiptTemplateAction, Record<TemplateType, Record<ReceiptStatus, string>>>
> = {
  create: {
    branch: {
      '0': 'Yth. {cabang}, bukti pembayaran pendaftaran {jenis_pendaftaran} atas nama {nama} (No ID {no_id}) sebesar {total_biaya} telah kami terima dan sedang menunggu konfirmasi kantor pusat.',
      '1': 'Yth. {cabang}, pembayaran pendaftaran {jenis_pendaftaran} atas nama {nama} (No ID {no_id}) sebesar {total_biaya} telah dikonfirmasi. Silakan lanjutkan proses keanggotaan.',
      '2': 'Yth. {cabang}, bukti pembayaran pendaftaran {jenis_pendaftaran} atas nama {nama} (No ID {no_id}) sebesar {total_biaya} tidak disetujui. Mohon periksa kembali bukti transfer dan unggah ulang.',
    },
    user: {
      '0': 'Halo {nama}, terima kasih telah mendaftar sebagai {jenis_pendaftaran} melalui {cabang} pada {tanggal_pendaftaran}. Pembayaran Anda sebesar {total_biaya} sedang kami verifikasi.',
      '1': 'Halo {nama}, pembayaran pendaftaran {jenis_pendaftaran} Anda dengan No ID {no_id} sebesar {total_biaya} telah dikonfirmasi. Selamat bergabung! Pastikan rekening Anda ({nama_bank} {nomor_rekening}) sudah benar.',
      '2': 'Halo {nama}, mohon maaf, pembayaran pendaftaran {jenis_pendaftaran} Anda sebesar {total_biaya} belum dapat kami konfirmasi. Silakan hubungi {cabang} untuk informasi lebih lanjut.',
    },
    preferal: {
      '0': 'Halo {nama_pereferal}, {nama} yang Anda referensikan telah mendaftar sebagai {jenis_pendaftaran} di {cabang} pada {tanggal_pendaftaran}. Pembayarannya sedang diverifikasi.',
      '1': 'Halo {nama_pereferal}, pendaftaran {nama} sebagai {jenis_pendaftaran} (No ID {no_id}) yang Anda referensikan telah dikonfirmasi. Terima kasih atas referensi Anda.',
      '2': 'Halo {nama_pereferal}, pembayaran pendaftaran {nama} sebagai {jenis_pendaftaran} yang Anda referensikan belum dapat dikonfirmasi. {cabang} akan membantu proses selanjutnya.',
    },
  },
  upgrade: {
    branch: {
      '0': 'Yth. {cabang}, bukti pembayaran upgrade {nama} menjadi {jenis_pendaftaran} (No ID baru {no_id}) sebesar {total_biaya} telah kami terima dan sedang menunggu konfirmasi kantor pusat.',
      '1': 'Yth. {cabang}, pembayaran upgrade {nama} menjadi {jenis_pendaftaran} (No ID baru {no_id}) sebesar {total_biaya} telah dikonfirmasi. Status keanggotaan sudah diperbarui.',
      '2': 'Yth. {cabang}, bukti pembayaran upgrade {nama} menjadi {jenis_pendaftaran} sebesar {total_biaya} tidak disetujui. Mohon periksa kembali bukti transfer dan unggah ulang.',
    },
    user: {
      '0': 'Halo {nama}, pengajuan upgrade keanggotaan Anda menjadi {jenis_pendaftaran} melalui {cabang} telah kami terima. Pembayaran sebesar {total_biaya} sedang kami verifikasi.',
      '1': 'Halo {nama}, selamat! Upgrade keanggotaan Anda menjadi {jenis_pendaftaran} telah dikonfirmasi. No ID baru Anda: {no_id}. Pembayaran sebesar {total_biaya} telah kami terima.',
      '2': 'Halo {nama}, mohon maaf, pembayaran upgrade keanggotaan Anda menjadi {jenis_pendaftaran} sebesar {total_biaya} belum dapat kami konfirmasi. Silakan hubungi {cabang}.',
    },
    preferal: {
      '0': 'Halo {nama_pereferal}, {nama} yang Anda referensikan sedang mengajukan upgrade menjadi {jenis_pendaftaran} di {cabang}. Pembayarannya sedang diverifikasi.',
      '1': 'Halo {nama_pereferal}, upgrade {nama} menjadi {jenis_pendaftaran} (No ID {no_id}) telah dikonfirmasi. Terima kasih atas dukungan Anda.',
      '2': 'Halo {nama_pereferal}, pembayaran upgrade {nama} menjadi {jenis_pendaftaran} belum dapat dikonfirmasi. {cabang} akan membantu proses selanjutnya.',
    },
  },
};

/**
 * The branch reminders' messages (server/reminders), by kind. A variable neither starts nor ends
 * them: WhatsApp refuses such a template.
 */
export const DEFAULT_REMINDER_MESSAGES: Readonly<Record<ReminderTemplateStatus, string>> = {
  p: 'Pengingat untuk {cabang}: {jumlah} pendaftaran belum ada bukti pembayaran setelah {hari} hari kerja, yaitu {daftar}. Mohon segera unggah bukti pembayarannya.',
  i: 'Pengingat untuk {cabang}: {jumlah} ID belum dipakai setelah {hari} hari, yaitu {daftar}. Mohon segera dipakai.',
};
