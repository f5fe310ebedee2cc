import polyglotI18nProvider from 'ra-i18n-polyglot';
import { appMessages } from '../../i18n/app-id';
import { raIndonesian } from '../../i18n/ra-id';
import { resourceMessages } from '../../i18n/resources-id';

export const messages = { ...raIndonesian, resources: resourceMessages, app: appMessages };

/** What a message key looks like; anything else reaching translate is already a text. */
const MESSAGE_KEY = /^(?:app|ra|resources)\.[\w.]+$/;

/**
 * Texts already in Indonesian (a translated string, a server's message) reach notify and labels
 * as keys and are shown as they are. Only a missing key is reported: a gap in the catalogue.
 */
export const onMissingKey = (key: string): string => {
  if (MESSAGE_KEY.test(key)) console.warn(`Missing translation for key: "${key}"`);
  return key;
};

/**
 * Indonesian only. Polyglot gives 'id' a single plural form, which would always pick the first
 * of react-admin's 'one |||| many' messages; counting 1 apart keeps "5 item dipilih" right.
 */
export const i18nProvider = polyglotI18nProvider(
  () => messages,
  'id',
  [{ locale: 'id', name: 'Bahasa Indonesia' }],
  {
    onMissingKey,
    pluralRules: {
      pluralTypes: { oneOther: (n: number) => (n === 1 ? 0 : 1) },
      pluralTypeToLanguages: { oneOther: ['id'] },
    },
  },
);
