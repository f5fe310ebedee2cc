import { string } from 'yup';
import {
  ADMIN_SETTINGS_ID,
  adminSettingsIdParams,
  adminSettingsList,
  adminSettingsUpdateSchema,
  type AdminSettings,
  type AdminSettingsUpdate,
} from '../../../domain/api/admin';
import { appMessages } from '../../../i18n/app-id';
import type { RestResource } from '../simpleRest';
import { getSettings, listSettings, updateSettings } from './service';

/** /api/admin/settings: one record, id 'app'; no create or delete. */
export const settingsResource: RestResource<AdminSettings, never, AdminSettingsUpdate> = {
  name: 'settings',
  list: adminSettingsList,
  idParams: adminSettingsIdParams,
  idValue: string()
    .required(appMessages.admin.list.filter)
    .max(20, appMessages.admin.list.filter)
    .oneOf([ADMIN_SETTINGS_ID], appMessages.admin.list.filter),
  find: listSettings,
  get: getSettings,
  update: { body: adminSettingsUpdateSchema, run: updateSettings },
};
