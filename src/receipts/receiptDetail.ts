import type {
  ReceiptDetail,
  ReceiptSummary,
  RegistrationRow,
  UpgradeRow,
} from '../../domain/api/receipts';

/**
 * The receipt with its rows, once getOne has answered. A list's getList puts each summary row
 * into the record cache (react-admin does, so a record shows at once); a summary has no rows
 * and stands for 'still loading' here.
 */
export const receiptWithRows = (
  record: ReceiptSummary | ReceiptDetail | undefined,
): ReceiptDetail | undefined =>
  record && 'register_aog_mog' in record && Array.isArray(record.register_aog_mog)
    ? record
    : undefined;

/**
 * An upgrade as the registration tables show a row: its member's name and branch with the new
 * type, the new ID and the upgrade fee; the old ID besides.
 */
export const upgradeAsRow = (upgrade: UpgradeRow): RegistrationRow & { no_id_lama: string } => ({
  id: upgrade.id,
  created_at: upgrade.created_at,
  nama_lengkap: upgrade.register_aog_mog.nama_lengkap,
  jenis_pendaftaran:
    upgrade.jenis_daftar_baru.toUpperCase() as RegistrationRow['jenis_pendaftaran'],
  no_id: upgrade.no_id_baru,
  no_id_lama: upgrade.no_id_lama,
  cabang_pembina: upgrade.register_aog_mog.cabang_pembina,
  nama_pereferal: upgrade.register_aog_mog.nama_pereferal,
  apakah_sudah_mengikuti_private_class: upgrade.apakah_sudah_mengikuti_private_class,
  biaya_total: upgrade.biaya_upgrade,
});

/** The rows a receipt pays for, as its tables show them. */
export const receiptRows = (receipt: ReceiptDetail): RegistrationRow[] =>
  receipt.kind === 'upgrade' ? receipt.history_upgrade.map(upgradeAsRow) : receipt.register_aog_mog;
