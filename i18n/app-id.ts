import { auth } from './app/auth';
import { confirmation } from './app/confirmation';
import { consent } from './app/consent';
import { dashboard } from './app/dashboard';
import { errors } from './app/errors';
import { hours } from './app/hours';
import { ids } from './app/ids';
import { member } from './app/member';
import { mui } from './app/mui';
import { profile } from './app/profile';
import { regions } from './app/regions';
import { registrationForm } from './app/registrationForm';
import { paymentHistory } from './app/paymentHistory';
import { proof } from './app/proof';
import { receipts } from './app/receipts';
import { resources } from './app/resources';
import { shell } from './app/shell';
import { whatsapp } from './app/whatsapp';
import { aogMogReport, inquiry } from './app/inquiry';
import { targets } from './app/targets';
import { statistics } from './app/statistics';
import { upgrade } from './app/upgrade';
import { push } from './app/push';
import { duplicates } from './app/duplicates';
import { bankStatement } from './app/bankStatement';
import { receiptDocument } from './app/receiptDocument';
import { overdueReceipts } from './app/overdueReceipts';

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
  ids,
  confirmation,
  consent,
  whatsapp,
  member,
  mui,
  regions,
  registrationForm,
  proof,
  receipts,
  paymentHistory,
  resources,
  inquiry,
  aogMogReport,
  targets,
  statistics,
  upgrade,
  push,
  duplicates,
  bankStatement,
  receiptDocument,
  overdueReceipts,
} as const;

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, 'app.menu.dashboard' style: a misspelt key does not compile. */
export type AppMessageKey = Leaves<typeof appMessages, 'app.'>;
