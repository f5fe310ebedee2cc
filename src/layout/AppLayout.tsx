import { memo, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage, Loading, SkipNavigationButton } from 'react-admin';
import { useDeclarations } from '../resources/DeclarationsContext';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { InspectorWhenEditing } from './InspectorWhenEditing';
import { NoticeModal } from './NoticeModal';
import { UpdateDialog } from './UpdateDialog';

/**
 * react-admin's <Layout>, assembled from its parts with the app's bar, menu and sidebar (a
 * drawer on tablets): the same markup, classes and styles, the same error boundary and
 * Suspense around the page. <Layout> itself imports its default app bar (language and theme
 * switches), menu (resource items, keyboard shortcuts) and the preferences inspector into
 * every signed-in screen; here the inspector is downloaded when it is turned on. Every part
 * but the page is memo'd: react-admin renders the layout again at each step of its route setup
 * (three times after a screen's first paint), and the bar, the menu, the drawer and the push
 * question would render with it each time, 80–170 components.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Core className="layout">
    <SkipNavigation />
    <div className={LayoutClasses.appFrame}>
      <AppBar />
      <main className={LayoutClasses.contentWithSidebar}>
        <Navigation />
        <div id="main-content" className={LayoutClasses.content}>
          <PageErrorBoundary>
            <ShellExtras />
            <Suspense fallback={<Loading />}>
              {children}
              <Dialogs />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </main>
      <Inspector />
    </div>
  </Core>
);

const SkipNavigation = memo(SkipNavigationButton);

const Navigation = memo(() => (
  <AppSidebar>
    <AppMenu />
  </AppSidebar>
));
Navigation.displayName = 'Navigation';

const Dialogs = memo(() => (
  <>
    <UpdateDialog />
    <NoticeModal />
  </>
));
Dialogs.displayName = 'Dialogs';

const Inspector = memo(InspectorWhenEditing);

/**
 * What the features show above every screen (FeatureDeclaration.shell), in the page's flow:
 * outside the page's Suspense, so it is painted with the shell, not after the page's download.
 */
const ShellExtras = memo(() => useDeclarations().shell.map((Extra, index) => <Extra key={index} />));
ShellExtras.displayName = 'ShellExtras';

/**
 * What <Layout> does around the page: a page that throws shows react-admin's error page, which
 * resets the boundary when the location changes.
 */
const PageErrorBoundary = ({ children }: { children: ReactNode }) => {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <ErrorBoundary
      onError={(_error, info) => setErrorInfo(info)}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
};

const PREFIX = 'RaLayout';

/** <Layout>'s class names, so the theme's and react-admin's own styles still apply. */
const LayoutClasses = {
  appFrame: `${PREFIX}-appFrame`,
  contentWithSidebar: `${PREFIX}-contentWithSidebar`,
  content: `${PREFIX}-content`,
};

/** <Layout>'s root and its styles, as react-admin 5 has them. */
const Core = styled('div', {
  name: PREFIX,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: {
      marginTop: theme.spacing(7),
    },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: {
      paddingRight: theme.spacing(1),
      paddingLeft: theme.spacing(1),
    },
  },
}));
