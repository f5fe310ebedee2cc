import { auth } from '../../i18n/app/auth';
import { errors } from '../../i18n/app/errors';
import { receiptDocument } from '../../i18n/app/receiptDocument';
import { shell } from '../../i18n/app/shell';
import { raIndonesian } from '../../i18n/ra-id';
import { polyglotProvider } from '../providers/polyglotProvider';

/**
 * The part of the catalogue the public pages show: their own texts (sign-in, the kuitansi's verification), the title, the request
 * errors and react-admin's notices. The whole catalogue comes with the shell.
 */
export const publicI18nProvider = polyglotProvider({
  ...raIndonesian,
  app: { ...shell, auth, errors, receiptDocument },
});
