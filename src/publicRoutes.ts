import { lazy } from 'react';
import { PATHS } from '../domain/paths';
import type { AppRoute } from './routes';

/**
 * Screens for visitors who are not signed in, outside the shell. A module apart from the
 * shell's routes, which import the resource registry the sign-in page does without.
 */
export const publicRoutes: AppRoute[] = [
  { path: PATHS.signIn, Component: lazy(() => import('./auth/SignInPage')) },
  { path: PATHS.resetPassword, Component: lazy(() => import('./auth/ResetPasswordPage')) },
  { path: PATHS.resetPasswordLanding, Component: lazy(() => import('./auth/ResetLandingPage')) },
];
