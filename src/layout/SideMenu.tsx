import type { ReactNode } from 'react';
import { MenuList } from '@mui/material';
import { styled, useThemeProps } from '@mui/material/styles';
import { useSidebarState } from 'react-admin';

const PREFIX = 'RaMenu';

const MenuClasses = {
  open: `${PREFIX}-open`,
  closed: `${PREFIX}-closed`,
};

/** react-admin's defaults when the theme has no `sidebar` widths. */
const DRAWER_WIDTH = 240;
const CLOSED_DRAWER_WIDTH = 55;

/**
 * react-admin's <Menu> (an ARIA menu as wide as the sidebar, open or folded) for entries the app
 * lists itself: the same markup, classes and styles. react-admin's also brings its default
 * entries (the dashboard's, one per resource, with the inflection library for their labels)
 * into every screen, where this menu passes its own.
 */
export const SideMenu = (inProps: { children: ReactNode }) => {
  const { children } = useThemeProps({ props: inProps, name: PREFIX });
  const [open] = useSidebarState();
  return <Root className={open ? MenuClasses.open : MenuClasses.closed}>{children}</Root>;
};

const Root = styled(MenuList, {
  name: PREFIX,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  [theme.breakpoints.only('xs')]: {
    marginTop: 0,
  },
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  }),
  [`&.${MenuClasses.open}`]: {
    width: theme.sidebar?.width ?? DRAWER_WIDTH,
  },
  [`&.${MenuClasses.closed}`]: {
    width: theme.sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH,
  },
}));
