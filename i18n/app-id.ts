import { auth } from './app/auth';
import { dashboard } from './app/dashboard';
import { errors } from './app/errors';
import { hours } from './app/hours';
import { paymentHistory } from './app/paymentHistory';
import { profile } from './app/profile';
import { proof } from './app/proof';
import { shell } from './app/shell';

/**
 * The app's own messages, Indonesian only. Each feature keeps its part in `i18n/app/`; the
 * server imports the same texts for the messages it answers with.
 */
export const appMessages = {
  ...shell,
  errors,
  auth,
  profile,
  dashboard,
  hours,
  proof,
  paymentHistory,
} as const;

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, 'app.menu.dashboard' style: a misspelt key does not compile. */
export type AppMessageKey = Leaves<typeof appMessages, 'app.'>;
