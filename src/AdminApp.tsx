import { useState } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  memoryStore,
  Resource,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '../domain/paths';
import { RouteGuard } from './common/RouteGuard';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { theme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { resources } from './resources/registry';
import { viewsOf } from './resources/resourceViews';
import { publicRoutes } from './publicRoutes';
import { shellRoutes } from './routes';

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
 * The signed-in screens: react-admin with its layout, menu and resources. A module of its own,
 * loaded once a signed-in screen opens: the sign-in page does not download it. The public pages
 * are here too, for a visitor who signs out (or whose session ends) inside the shell: the notice
 * saying why stays on screen.
 */
const AdminApp = ({ queryClient }: { queryClient: QueryClient }) => {
  // List filters live in the URL; nothing of one account's screens outlives its tab.
  const [store] = useState(() => memoryStore());
  // react-admin's <Admin>, assembled from its parts with the same defaults but the login page:
  // <Admin> imports react-admin's own (a form, hence react-hook-form) even when it is turned off.
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      queryClient={queryClient}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Dashboard Form AOG / MOG"
          layout={AppLayout}
          dashboard={ToDashboard}
          catchAll={ToNotFound}
          accessDenied={ToNotFound}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
          error={ErrorPage}
          loading={LoadingPage}
          loginPage={false}
          requireAuth
          disableTelemetry
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
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
};

export default AdminApp;
