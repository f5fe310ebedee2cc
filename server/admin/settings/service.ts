import {
  ADMIN_SETTINGS_ID,
  type AdminSettings,
  type AdminSettingsUpdate,
} from '../../../domain/api/admin';
import type { SettingKey, SettingValues } from '../../../domain/settings';
import { recordAudit } from '../../audit/repository';
import type { AppContext, Caller } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  getSetting,
  lastSettingsChange,
  lockSettings,
  putSetting,
} from '../../settings/repository';
import type { ListPage, ListParams, RecordId } from '../simpleRest';
import { assertFresh, nextVersion } from '../version';

/** The settings SBS edits as one record; each is still its own row of `settings`. */
const KEYS = [
  'operating_hours',
  'upload_limit',
  'notice',
  'help_center_url',
  'whatsapp_consent',
  'organisation',
  'reminders',
] as const satisfies readonly SettingKey[];

type Stored = Pick<SettingValues, (typeof KEYS)[number]>;

const readStored = async (db: Executor): Promise<Stored> => ({
  operating_hours: await getSetting(db, 'operating_hours'),
  upload_limit: await getSetting(db, 'upload_limit'),
  notice: await getSetting(db, 'notice'),
  help_center_url: await getSetting(db, 'help_center_url'),
  whatsapp_consent: await getSetting(db, 'whatsapp_consent'),
  organisation: await getSetting(db, 'organisation'),
  reminders: await getSetting(db, 'reminders'),
});

const toRecord = (stored: Stored, updatedAt: Date | null): AdminSettings => ({
  id: ADMIN_SETTINGS_ID,
  open_hour: stored.operating_hours.open,
  close_hour: stored.operating_hours.closed,
  days: stored.operating_hours.days,
  upload_limit_registration: stored.upload_limit.registration,
  upload_limit_upgrade: stored.upload_limit.upgrade,
  notice_open: stored.notice.open,
  notice_title: stored.notice.title,
  notice_message: stored.notice.message,
  help_center_url: stored.help_center_url,
  wa_consent_branch: stored.whatsapp_consent.branch,
  wa_consent_referrer: stored.whatsapp_consent.referrer,
  org_name: stored.organisation.name,
  org_address: stored.organisation.address,
  reminder_proof_days: stored.reminders.proof_days,
  reminder_unused_id_days: stored.reminders.unused_id_days,
  reminder_waiting_hours: stored.reminders.waiting_hours,
  updated_at: updatedAt?.toISOString() ?? null,
});

const fromInput = (input: AdminSettingsUpdate, stored: Stored): Stored => ({
  operating_hours: {
    open: input.open_hour,
    closed: input.close_hour,
    days: [...input.days].sort((a, b) => a - b),
  },
  upload_limit: {
    registration: input.upload_limit_registration,
    upgrade: input.upload_limit_upgrade,
  },
  notice: { open: input.notice_open, title: input.notice_title, message: input.notice_message },
  help_center_url: input.help_center_url,
  whatsapp_consent: {
    branch: input.wa_consent_branch ?? stored.whatsapp_consent.branch,
    referrer: input.wa_consent_referrer ?? stored.whatsapp_consent.referrer,
  },
  organisation: {
    name: input.org_name ?? stored.organisation.name,
    address: input.org_address ?? stored.organisation.address,
  },
  reminders: {
    proof_days: input.reminder_proof_days ?? stored.reminders.proof_days,
    unused_id_days: input.reminder_unused_id_days ?? stored.reminders.unused_id_days,
    waiting_hours: input.reminder_waiting_hours ?? stored.reminders.waiting_hours,
  },
});

const read = async (db: Executor): Promise<AdminSettings> =>
  toRecord(await readStored(db), await lastSettingsChange(db, KEYS));

export const getSettings = async (ctx: AppContext, id: RecordId): Promise<AdminSettings> => {
  if (id !== ADMIN_SETTINGS_ID) throw notFound();
  return read(ctx.db);
};

/** The list of one: what react-admin's list and getMany expect. */
export const listSettings = async (
  ctx: AppContext,
  params: ListParams,
): Promise<ListPage<AdminSettings>> => {
  const wanted = !params.ids || params.ids.includes(ADMIN_SETTINGS_ID);
  const total = wanted ? 1 : 0;
  return { rows: wanted && params.range.start === 0 ? [await read(ctx.db)] : [], total };
};

/** Saves all the settings at once, with one audit entry of the record before and after. */
export const updateSettings = async (
  ctx: AppContext,
  caller: Caller,
  id: RecordId,
  input: AdminSettingsUpdate,
): Promise<AdminSettings> => {
  if (id !== ADMIN_SETTINGS_ID) throw notFound();
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockSettings(tx, KEYS);
    const previous = await lastSettingsChange(tx, KEYS);
    const stored = await readStored(tx);
    const before = toRecord(stored, previous);
    assertFresh(input.updated_at, previous, before);
    const values = fromInput(input, stored);
    const at = nextVersion(previous, now);
    for (const key of KEYS) await putSetting(tx, key, values[key], caller.adminId, at);
    const after = toRecord(values, at);
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'settings.update',
      entity: 'setting',
      entityId: ADMIN_SETTINGS_ID,
      changes: { before, after },
      at: now,
    });
    return after;
  });
};
