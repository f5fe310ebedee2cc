import type { Notice, UploadLimit } from '../settings';
import type { OperatingHours } from '../hours';

/** GET /api/user/settings: what every signed-in screen needs from the settings. */
export interface AppSettingsResponse {
  data: {
    help_center_url: string;
    notice: Notice;
    operating_hours: OperatingHours;
    upload_limit: UploadLimit;
  };
}
