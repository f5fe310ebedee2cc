import { lazy } from 'react';
import { PATHS } from '../../domain/paths';
import type { PageDeclaration } from '../resources/featureTypes';
import SignInPage from './SignInPage';

/**
 * The pages of visitors who are not signed in, outside the shell. The sign-in page comes with
 * the entry: the libraries it uses are the entry's (the build's `core` chunk, tools/build), so
 * a first visit fetches one round of files instead of the entry, then the page and its own.
 */
export const publicPages: readonly PageDeclaration[] = [
  { path: PATHS.signIn, component: SignInPage, open: 'public' },
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
  { path: PATHS.verify, component: lazy(() => import('./VerifyKuitansiPage')), open: 'public' },
];
