import { useMemo } from 'react';
import { AuthContext, I18nContextProvider, NotificationContextProvider } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AppNotification } from '../layout/AppNotification';
import { theme } from '../layout/theme';
import { authProvider } from '../providers/authProvider';
import { publicRoutes } from '../publicRoutes';
import { publicI18nProvider } from './publicI18nProvider';

/**
 * The pages of a visitor who is not signed in, with only the parts of react-admin's context
 * they use (sign-in, translations, notices, theme): react-admin's full context brings its data
 * router and the admin shell its layout, charts and forms, which these pages do not show.
 */
export const PublicApp = ({ queryClient }: { queryClient: QueryClient }) => {
  const muiTheme = useMemo(() => createTheme(theme), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={authProvider}>
        <I18nContextProvider value={publicI18nProvider}>
          <NotificationContextProvider>
            <ThemeProvider theme={muiTheme}>
              <CssBaseline enableColorScheme />
              <Routes>
                {publicRoutes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
              </Routes>
              <AppNotification />
            </ThemeProvider>
          </NotificationContextProvider>
        </I18nContextProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
};
