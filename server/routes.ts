import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { dashboardRoutes } from './dashboard/routes';
import { fileRoutes } from './files/routes';
import { hoursRoutes } from './hours/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { profileRoutes } from './profile/routes';
import { proofRoutes } from './proofs/routes';
import { settingsRoutes } from './settings/routes';
import { staticRoutes } from './system/static';
import { systemRoutes } from './system/routes';

/** Every feature's routes; each route declares its own access (see auth/guard.ts). */
export const featureRoutes: FastifyPluginAsync[] = [
  systemRoutes,
  authRoutes,
  passwordResetRoutes,
  profileRoutes,
  fileRoutes,
  settingsRoutes,
  dashboardRoutes,
  hoursRoutes,
  proofRoutes,
  staticRoutes,
];
