import { useMemo, useState } from 'react';
import {
  AuthContext,
  I18nContextProvider,
  NotificationContextProvider,
  StoreContextProvider,
  type AuthProvider,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AppNotification } from '../layout/AppNotification';
import { theme } from '../layout/theme';
import { publicPages } from './publicPages';
import { publicI18nProvider } from './publicI18nProvider';
import { tabStore } from '../providers/tabStore';

/**
 * The pages of a visitor who is not signed in, with only the parts of react-admin's context
 * they use (sign-in, translations, notices, theme): react-admin's full context brings its data
 * router and the admin shell its layout, charts and forms, which these pages do not show.
 */
export const PublicApp = ({
  queryClient,
  authProvider,
}: {
  queryClient: QueryClient;
  authProvider: AuthProvider;
}) => {
  const muiTheme = useMemo(() => createTheme(theme), []);
  const [store] = useState(tabStore);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={authProvider}>
        <StoreContextProvider value={store}>
          <I18nContextProvider value={publicI18nProvider}>
            <NotificationContextProvider>
              <ThemeProvider theme={muiTheme}>
                <CssBaseline enableColorScheme />
                <Routes>
                  {publicPages.map(({ path, component: Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                </Routes>
                <AppNotification />
              </ThemeProvider>
            </NotificationContextProvider>
          </I18nContextProvider>
        </StoreContextProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
};
