import type { TemplateValues } from '../../domain/templates';
import { formatDate } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { appMessages } from '../../i18n/app-id';

const S = appMessages.whatsapp.sample;

/** The sample registrant the preview renders a template for. */
export const SAMPLE_VALUES: TemplateValues = {
  tanggal_pendaftaran: formatDate('2026-11-18T04:00:00Z'),
  nama: S.nama,
  no_id: S.no_id,
  jenis_pendaftaran: S.jenis_pendaftaran,
  cabang: S.cabang,
  nama_pereferal: S.nama_pereferal,
  total_biaya: formatRupiah(420_000),
  nama_bank: S.nama_bank,
  nomor_rekening: S.nomor_rekening,
};
