import { lazy, useLayoutEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { isPublicPath, PATHS } from '../domain/paths';
import { PublicApp } from './auth';
import { createAuthProvider } from './providers/authProvider';
import { rememberReturnPath } from './providers/returnPath';
import { readSession } from './providers/session';
import { createQueryClient } from './providers/queryClient';

/**
 * react-admin, the shell and the features' declarations: downloaded only once a signed-in
 * screen opens, or a sign-in starts.
 */
const loadShell = () => import('./AdminApp');
const AdminApp = lazy(loadShell);

/** One for both apps: the public one signs in, the shell checks access and signs out. */
export const authProvider = createAuthProvider(() =>
  loadShell().then((shell) => shell.declarations),
);

/**
 * A visitor without a session goes straight to /sign-in. react-admin would get there too, by
 * logging out from the protected path, but each logout clears the query cache and restarts its
 * auth check, which with lazy pages can take seconds of loops before the sign-in page shows.
 */
const SignedInOnly = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // The address the tab was opened on: a page left by signing out is not returned to.
  const [entry] = useState(here);
  if (readSession() || isPublicPath(pathname)) return children;
  return <ToSignIn returnTo={here === entry && pathname !== '/' ? here : null} />;
};

/** Signing in then returns to the screen the tab was opened on. */
const ToSignIn = ({ returnTo }: { returnTo: string | null }) => {
  useLayoutEffect(() => {
    if (returnTo) rememberReturnPath(returnTo);
  }, [returnTo]);
  return <Navigate to={PATHS.signIn} replace />;
};

/** Real paths (react-admin would otherwise route on the URL hash): the product's routes are paths. */
export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <SignedInOnly>
        <Screens queryClient={queryClient} />
      </SignedInOnly>
    </BrowserRouter>
  );
};

/**
 * A public page opened before any signed-in screen is shown by the light public app; once the
 * shell has been opened it stays, and shows the public pages itself: signing out, or a session
 * that ends, keeps its notice on screen.
 */
const Screens = ({ queryClient }: { queryClient: QueryClient }) => {
  const publicPage = isPublicPath(useLocation().pathname);
  const [shellOpened, setShellOpened] = useState(!publicPage);
  // Derived from the previous render, as React's docs advise, rather than in an effect.
  if (!publicPage && !shellOpened) setShellOpened(true);
  return shellOpened ? (
    <AdminApp queryClient={queryClient} authProvider={authProvider} />
  ) : (
    <PublicApp queryClient={queryClient} authProvider={authProvider} />
  );
};
