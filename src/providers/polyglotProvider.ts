import type { TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';

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

/** The app's one language. */
export const LOCALE = 'id';

/**
 * Indonesian only. Polyglot gives 'id' a single plural form, which would always pick the first
 * of react-admin's 'one |||| many' messages; counting 1 apart keeps "5 item dipilih" right.
 */
export const polyglotProvider = (messages: TranslationMessages) =>
  polyglotI18nProvider(() => messages, LOCALE, [{ locale: LOCALE, name: 'Bahasa Indonesia' }], {
    onMissingKey,
    pluralRules: {
      pluralTypes: { oneOther: (n: number) => (n === 1 ? 0 : 1) },
      pluralTypeToLanguages: { oneOther: [LOCALE] },
    },
  });
