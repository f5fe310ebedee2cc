import { admin } from './admin';
import { aogMog } from './aog-mog';
import { auth } from './auth';
import { bankStatement } from './bank-statement';
import { branches } from './branches';
import { dashboard } from './dashboard';
import { helpCenter } from './help-center';
import { hours } from './hours';
import { ids } from './ids';
import { inquiryData } from './inquiry-data';
import { shell } from './layout';
import { members } from './members';
import { notFound } from './not-found';
import { paymentHistory } from './payment-history';
import { paymentReceipt } from './payment-receipt';
import { profile } from './profile';
import { proofs } from './proofs';
import { push } from './push';
import { regions } from './regions';
import { registrationForm } from './registration-form';
import { collectDeclarations } from './resources/declarations';
import { settingWa } from './setting-wa';
import { statistics } from './statistics';
import { targets } from './targets';
import { upgrade } from './upgrade';
import { widgets } from './widgets';

/**
 * Every feature of the app, each declared once in its folder's index: the routes, the menu,
 * the access checks and the providers are all built from this list (docs/resources.md).
 */
export const declarations = collectDeclarations([
  auth,
  shell,
  dashboard,
  profile,
  helpCenter,
  notFound,
  registrationForm,
  upgrade,
  paymentHistory,
  ids,
  paymentReceipt,
  bankStatement,
  inquiryData,
  statistics,
  targets,
  settingWa,
  aogMog,
  branches,
  admin,
  hours,
  members,
  regions,
  proofs,
  push,
  widgets,
]);
