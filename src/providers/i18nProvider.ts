import { appMessages } from '../../i18n/app-id';
import { raIndonesian } from '../../i18n/ra-id';
import { resourceMessages } from '../../i18n/resources-id';
import { polyglotProvider } from './polyglotProvider';

export const messages = { ...raIndonesian, resources: resourceMessages, app: appMessages };

/** The whole catalogue, for the signed-in shell. */
export const i18nProvider = polyglotProvider(messages);
