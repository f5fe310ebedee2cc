import { useEffect } from 'react';
import { ThemeProvider, useMediaQuery, type Theme } from '@mui/material';
import { createBreakpoints } from '@mui/system';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

/** Below this width (tablets, small laptops) the menu is a drawer over the page. */
export const DRAWER_BELOW = 1024;

/**
 * The theme inside the menu, where react-admin's 'small screen' breakpoints ('sm' for the
 * temporary drawer, 'md' for closing it when an item is tapped) are moved to DRAWER_BELOW; the
 * page keeps MUI's own breakpoints.
 */
const drawerBreakpoints = (theme: Theme): Theme => ({
  ...theme,
  // Only the options: the built theme's up()/down() would otherwise be kept over the new ones.
  breakpoints: createBreakpoints({
    unit: theme.breakpoints.unit,
    values: { ...theme.breakpoints.values, sm: DRAWER_BELOW, md: DRAWER_BELOW },
  }),
});

/**
 * react-admin's sidebar, a temporary drawer below DRAWER_BELOW: at 768 px the 240 px menu would
 * otherwise take a third of the screen, and the tables' action columns with it.
 */
export const AppSidebar = (props: SidebarProps) => (
  <ThemeProvider theme={drawerBreakpoints}>
    <ClosedOnNarrowScreens />
    <Sidebar {...props} />
  </ThemeProvider>
);

/**
 * The drawer starts closed on a narrow screen (and closes when the window narrows): react-admin
 * only starts it closed below its own 'sm', and the app bar's menu button, outside this theme,
 * would read its state as open until something set it.
 */
const ClosedOnNarrowScreens = () => {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [narrow, setOpen]);
  return null;
};
