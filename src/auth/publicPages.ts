import { lazy } from 'react';
import { PATHS } from '../../domain/paths';
import type { PageDeclaration } from '../resources/featureTypes';

/** The pages of visitors who are not signed in, outside the shell. */
export const publicPages: readonly PageDeclaration[] = [
  { path: PATHS.signIn, component: lazy(() => import('./SignInPage')), open: 'public' },
  {
    path: PATHS.resetPassword,
    component: lazy(() => import('./ResetPasswordPage')),
    open: 'public',
  },
  {
    path: PATHS.resetPasswordLanding,
    component: lazy(() => import('./ResetLandingPage')),
    open: 'public',
  },
];
