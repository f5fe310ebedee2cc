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
  type AuthProvider,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '../domain/paths';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { theme } from './layout/theme';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { answerAuthLocally } from './providers/localAuthAnswers';
import { tabStore } from './providers/tabStore';
import { ScreensProvider } from './common/lazyScreen';
import { pageRoutes, resourceElements } from './resources/appRoutes';
import { DeclarationsProvider } from './resources/DeclarationsContext';
import { declarations } from './registry';

export { declarations };

const ToDashboard = () => <Navigate to={PATHS.dashboard} replace />;
const ToNotFound = () => <Navigate to={PATHS.notFound} replace />;

// The screen the tab opened on downloads beside the shell's first render, not after it.
declarations.preloadScreen(window.location.pathname);

const dataProvider = createDataProvider(declarations);

// Built once: react-admin reads its resources and routes from its children.
const resources = resourceElements(declarations);
const publicPages = pageRoutes(declarations, 'public');
const shellPages = pageRoutes(declarations, 'shell');

/**
 * The signed-in screens: react-admin with its layout, menu and resources, all from the
 * features' declarations (registry.ts). A module of its own, loaded once a signed-in screen
 * opens: the sign-in page does not download it. The public pages are here too, for a visitor
 * who signs out (or whose session ends) inside the shell: the notice saying why stays on screen.
 */
const AdminApp = ({
  queryClient,
  authProvider,
}: {
  queryClient: QueryClient;
  authProvider: AuthProvider;
}) => {
  // List filters live in the URL; nothing of one account's screens outlives its tab.
  const [store] = useState(tabStore);
  // Before react-admin's first question, in the render that asks it (once per client).
  answerAuthLocally(queryClient, declarations);
  // react-admin's <Admin>, assembled from its parts with the same defaults but the login page:
  // <Admin> imports react-admin's own (a form, hence react-hook-form) even when it is turned off.
  // No requireAuth: App's SignedInOnly has read the session before this module was even
  // downloaded; react-admin's own check would read it again asynchronously and hold the first
  // paint of every screen (its bar, menu and page frame) behind that extra render.
  return (
    <DeclarationsProvider value={declarations}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        queryClient={queryClient}
        store={store}
      >
        <CssBaseline enableColorScheme>
          <ScreensProvider>
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
              disableTelemetry
            >
              {resources}
              <CustomRoutes noLayout>{publicPages}</CustomRoutes>
              <CustomRoutes>{shellPages}</CustomRoutes>
            </CoreAdminUI>
          </ScreensProvider>
          <AppNotification />
        </CssBaseline>
      </AdminContext>
    </DeclarationsProvider>
  );
};

export default AdminApp;
