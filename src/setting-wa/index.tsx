import { lazyScreen } from '../common/lazyScreen';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { PATHS } from '../../domain/paths';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { messageLogEndpoints } from './messageLogEndpoints';
import { whatsappApi } from './whatsappApi';

/**
 * /setting-wa (SBS): the WhatsApp templates, a page of its own; /setting-wa/log, reached from
 * it, the messages and pushes of the outbox (20 a page, newest first, retried one by one).
 */
export const settingWa: FeatureDeclaration = {
  name: 'setting-wa',
  pages: [{ path: PATHS.settingWa, component: lazyScreen(() => import('./SettingWaPage')) }],
  resources: [
    {
      name: 'setting-wa/log',
      dialect: 'api',
      access: { list: 'outbox.read', retry: 'outbox.retry' },
      endpoints: messageLogEndpoints,
      views: { list: lazyScreen(() => import('./MessageLogList')) },
    },
  ],
  api: whatsappApi,
  menu: { settingWa: <WhatsAppIcon /> },
};
