import { Notification } from 'react-admin';
import { ALERT_HIDE_MS } from '../providers/config';

/** Alerts at the top right for 5 s. */
export const AppNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={ALERT_HIDE_MS}
  />
);
