import type { ReminderValues, TemplateAction, TemplateValues } from './templates';
import { formatDate } from './dates';
import { formatRupiah } from './money';
import { appMessages } from '../i18n/app-id';

const S = appMessages.whatsapp.sample;

/** A new MOG, or for an upgrade the same member becoming AOG with a new ID. */
const registrantSample = (action: TemplateAction): TemplateValues => ({
  tanggal_pendaftaran: formatDate('2026-11-18T04:00:00Z'),
  nama: S.nama,
  no_id: action === 'upgrade' ? S.no_id_upgrade : S.no_id,
  jenis_pendaftaran: action === 'upgrade' ? 'AOG' : 'MOG',
  cabang: S.cabang,
  nama_pereferal: S.nama_pereferal,
  total_biaya: formatRupiah(action === 'upgrade' ? 2_655_000 : 420_000),
  nama_bank: S.nama_bank,
  nomor_rekening: S.nomor_rekening,
});

/** A branch reminded of four items, three of them named. */
const reminderSample = (): ReminderValues => ({
  cabang: S.cabang,
  jumlah: '4',
  hari: '2',
  daftar: S.daftar,
});

/**
 * The sample the preview renders a template for, and the example values a template is submitted
 * with for review.
 */
export const sampleValues = (action: TemplateAction): Readonly<Record<string, string>> =>
  action === 'reminder' ? reminderSample() : registrantSample(action);
