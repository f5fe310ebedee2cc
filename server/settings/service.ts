import type { AppSettingsResponse } from '../../domain/api/settings';
import type { AppContext } from '../context';
import { getSetting } from './repository';

/** What every screen reads at start: help centre, notice, hours and the upload limit. */
export const appSettings = async (ctx: AppContext): Promise<AppSettingsResponse> => ({
  data: {
    help_center_url: ctx.config.helpCenterUrl ?? (await getSetting(ctx.db, 'help_center_url')),
    notice: await getSetting(ctx.db, 'notice'),
    operating_hours: await getSetting(ctx.db, 'operating_hours'),
    upload_limit: await getSetting(ctx.db, 'upload_limit'),
  },
});
