import { string } from 'yup';
import {
  ADMIN_SETTINGS_ID,
  adminSettingsIdParams,
  adminSettingsList,
  adminSettingsUpdateSchema,
  type AdminSettings,
  type AdminSettingsUpdate,
} from '../../../domain/api/admin';
import { adminMessages } from '../../../i18n/app/admin';
import type { RestResource } from '../simpleRest';
import { getSettings, listSettings, updateSettings } from './service';

/** /api/admin/settings: one record, id 'app'; no create or delete. */
export const settingsResource: RestResource<AdminSettings, never, AdminSettingsUpdate> = {
  name: 'settings',
  list: adminSettingsList,
  idParams: adminSettingsIdParams,
  idValue: string()
    .required(adminMessages.list.filter)
    .max(20, adminMessages.list.filter)
    .oneOf([ADMIN_SETTINGS_ID], adminMessages.list.filter),
  find: listSettings,
  get: getSettings,
  update: { body: adminSettingsUpdateSchema, run: updateSettings },
};
