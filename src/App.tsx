import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, useLocation } from 'react-router-dom';
import { matchesPath, PATHS, PUBLIC_PATHS } from '../domain/paths';
import { rememberReturnPath } from './auth/returnPath';
import { RouteGuard } from './common/RouteGuard';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { theme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { readSession } from './providers/session';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createQueryClient } from './providers/queryClient';
import { resources } from './resources/registry';
import { viewsOf } from './resources/resourceViews';
import { publicRoutes, shellRoutes } from './routes';

const ToDashboard = () => <Navigate to={PATHS.dashboard} replace />;
const ToNotFound = () => <Navigate to={PATHS.notFound} replace />;

/** Built once: each resource's screens, at the path of its name. */
const resourceElements = resources.map((declaration) => (
  <Resource
    key={declaration.name}
    name={declaration.name}
    recordRepresentation={declaration.recordRepresentation}
    {...viewsOf(declaration)}
  />
));

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
  const open = PUBLIC_PATHS.some((path) => matchesPath(path, pathname));
  if (readSession() || open) return children;
  return <ToSignIn returnTo={here === entry && pathname !== '/' ? here : null} />;
};

/** Signing in then returns to the screen the tab was opened on. */
const ToSignIn = ({ returnTo }: { returnTo: string | null }) => {
  useLayoutEffect(() => {
    if (returnTo) rememberReturnPath(returnTo);
  }, [returnTo]);
  return <Navigate to={PATHS.signIn} replace />;
};

/** Real paths (react-admin would otherwise route on the URL hash): SPEC.md's routes are paths. */
export const App = () => {
  const [queryClient] = useState(createQueryClient);
  // List filters live in the URL; nothing of one account's screens outlives its tab.
  const [store] = useState(() => memoryStore());
  return (
    <BrowserRouter>
      <SignedInOnly>
        <Admin
          title="Dashboard Form AOG / MOG"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          layout={AppLayout}
          theme={theme}
          notification={AppNotification}
          dashboard={ToDashboard}
          catchAll={ToNotFound}
          accessDenied={ToNotFound}
          loginPage={false}
          requireAuth
          disableTelemetry
          queryClient={queryClient}
          store={store}
        >
          {resourceElements}
          <CustomRoutes noLayout>
            {publicRoutes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
          </CustomRoutes>
          <CustomRoutes>
            {shellRoutes.map(({ path, Component }) => (
              <Route
                key={path}
                path={path}
                element={
                  path === PATHS.notFound ? (
                    <Component />
                  ) : (
                    <RouteGuard path={path}>
                      <Component />
                    </RouteGuard>
                  )
                }
              />
            ))}
          </CustomRoutes>
        </Admin>
      </SignedInOnly>
    </BrowserRouter>
  );
};
