import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/routes';
import { apiDocsRoutes } from './api-docs/routes';
import { aogMogRoutes } from './aog-mog/routes';
import { authRoutes } from './auth/routes';
import { bankStatementRoutes } from './bank-statement/routes';
import { branchRoutes } from './branches/routes';
import { dashboardRoutes } from './dashboard/routes';
import { fileRoutes } from './files/routes';
import { hoursRoutes } from './hours/routes';
import { idRoutes } from './ids/routes';
import { inquiryDataRoutes } from './inquiry-data/routes';
import { kuitansiRoutes } from './kuitansi/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { profileRoutes } from './profile/routes';
import { registrationReviewRoutes } from './receipts/review/routes';
import { regionRoutes } from './regions/routes';
import { reminderRoutes } from './reminders/routes';
import { registrationFormRoutes } from './registration-form/routes';
import { proofRoutes } from './receipts/upload/routes';
import { pushRoutes } from './push/routes';
import { settingsRoutes } from './settings/routes';
import { staticRoutes } from './system/static';
import { systemRoutes } from './system/routes';
import { upgradeRoutes } from './upgrade/routes';
import { whatsappRoutes } from './whatsapp/routes';
import { whatsappWebhookRoutes } from './whatsapp-webhook/routes';
import { targetRoutes } from './targets/routes';
import { statisticsRoutes } from './statistics/routes';
import { memberDuplicateRoutes } from './member-duplicates/routes';

/** Every feature's routes; each route declares its own access (see auth/guard.ts). */
export const featureRoutes: FastifyPluginAsync[] = [
  systemRoutes,
  apiDocsRoutes,
  authRoutes,
  passwordResetRoutes,
  profileRoutes,
  fileRoutes,
  settingsRoutes,
  dashboardRoutes,
  hoursRoutes,
  idRoutes,
  branchRoutes,
  registrationReviewRoutes,
  whatsappRoutes,
  whatsappWebhookRoutes,
  regionRoutes,
  registrationFormRoutes,
  proofRoutes,
  pushRoutes,
  upgradeRoutes,
  adminRoutes,
  inquiryDataRoutes,
  aogMogRoutes,
  targetRoutes,
  statisticsRoutes,
  memberDuplicateRoutes,
  bankStatementRoutes,
  kuitansiRoutes,
  reminderRoutes,
  staticRoutes,
];
