import polyglotI18nProvider from 'ra-i18n-polyglot';
import { appMessages } from '../../i18n/app-id';
import { raIndonesian } from '../../i18n/ra-id';
import { resourceMessages } from '../../i18n/resources-id';

export const messages = { ...raIndonesian, resources: resourceMessages, app: appMessages };

/**
 * Indonesian only. Polyglot gives 'id' a single plural form, which would always pick the first
 * of react-admin's 'one |||| many' messages; counting 1 apart keeps "5 item dipilih" right.
 */
export const i18nProvider = polyglotI18nProvider(
  () => messages,
  'id',
  [{ locale: 'id', name: 'Bahasa Indonesia' }],
  {
    pluralRules: {
      pluralTypes: { oneOther: (n: number) => (n === 1 ? 0 : 1) },
      pluralTypeToLanguages: { oneOther: ['id'] },
    },
  },
);
