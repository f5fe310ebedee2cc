import { DOCUMENTS } from './documents';
import { DEFAULT_WHATSAPP_CONSENT_POLICY, type WhatsappConsentPolicy } from './consent';
import { DEFAULT_OPERATING_HOURS, type OperatingHours } from './hours';

/** The settings SBS can change, one JSON value per key in the `settings` table. */
export interface UploadLimit {
  /** Proof uploads a branch may make per Jakarta day, counted per kind. */
  registration: number;
  upgrade: number;
}

export interface Notice {
  /** Closed by default; SBS opens it for, e.g., a public-holiday closure. */
  open: boolean;
  title: string;
  message: string;
}

export interface Organisation {
  name: string;
  address: string;
}

/**
 * A reminder is due once an item has waited a whole threshold, and again after each further
 * threshold (one reminder per item and period).
 */
export interface ReminderThresholds {
  /** A registration without a proof of payment, in working days (operating days). */
  proof_days: number;
  /** An ID assigned to a branch and not used, in calendar days. */
  unused_id_days: number;
  /** A waiting proof (status 0), in working hours (within the operating hours). */
  waiting_hours: number;
}

export interface SettingValues {
  operating_hours: OperatingHours;
  upload_limit: UploadLimit;
  help_center_url: string;
  notice: Notice;
  /** Whether the staff contacts of a receipt's WhatsApp messages need a consent too. */
  whatsapp_consent: WhatsappConsentPolicy;
  /** Printed at the head of every receipt document ('Kuitansi'). */
  organisation: Organisation;
  /** When the forgotten items are chased. */
  reminders: ReminderThresholds;
}
export type SettingKey = keyof SettingValues;

export const DEFAULT_SETTINGS: SettingValues = {
  operating_hours: DEFAULT_OPERATING_HOURS,
  upload_limit: { registration: 2, upgrade: 2 },
  help_center_url: DOCUMENTS.userGuide,
  notice: {
    open: false,
    title: 'Pemberitahuan Libur',
    message:
      'Sehubungan dengan hari libur nasional, layanan pendaftaran dan konfirmasi pembayaran tutup sementara.',
  },
  whatsapp_consent: DEFAULT_WHATSAPP_CONSENT_POLICY,
  organisation: {
    name: 'Dashboard Form AOG / MOG',
    address: 'Jakarta, Indonesia',
  },
  reminders: { proof_days: 2, unused_id_days: 14, waiting_hours: 8 },
};
