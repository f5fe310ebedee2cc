import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { muiIndonesian } from './muiIndonesian';

/** MUI's own autofill keyframes and animation (InputBase), declared once; see the theme. */
const AUTOFILL_KEYFRAMES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
};
const AUTOFILL_ANIMATION = {
  animationName: 'mui-auto-fill-cancel',
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
};

/**
 * Gold on navy, the organisation's colours; the drawer is 240 px as the organisation asks. Every colour
 * that carries text meets WCAG 2.2 AA (4.5:1) on white and on the page background #f5f6f8:
 * the gold is a shade darker than the brand's #a27b1a (3.9:1), which stays as the light tone;
 * warning and info are darkened from MUI's defaults (3.1:1 and 3.9:1) for the status chips.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    // 5.4:1 on white, 5.0:1 on the background; white on it 5.4:1.
    primary: { main: '#876512', dark: '#6b500c', light: '#c9a443', contrastText: '#ffffff' },
    secondary: { main: '#1f3450', contrastText: '#ffffff' },
    // MUI's red is 4.4:1 on a filled field's grey: a shade darker.
    error: { main: '#c62828', contrastText: '#ffffff' },
    warning: { main: '#b25000', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 10 },
  sidebar: { width: 240, closedWidth: 55 },
  typography: { fontFamily: '"Inter", "Roboto", "Noto Sans", "Helvetica", "Arial", sans-serif' },
  components: {
    ...defaultTheme.components,
    ...muiIndonesian,
    // A disabled field's hint still has to be read (why it is disabled): it keeps the
    // secondary text colour instead of the disabled one (2.7:1).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
    // react-admin's skip link is white on the page background when focused: navy instead, with
    // the focus ring every keyboard user looks for, in the middle of the app bar where it
    // hides no control (at the left it covered the menu button).
    RaSkipNavigationButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          left: '50%',
          transform: 'translateX(-50%)',
          '&:focus': { top: theme.spacing(0.5) },
          backgroundColor: theme.palette.secondary.main,
          color: theme.palette.secondary.contrastText,
          '&:hover': { backgroundColor: theme.palette.secondary.main, opacity: 1 },
          '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}` },
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    // Every input otherwise mounts a <GlobalStyles> of its own for the two keyframes MUI uses to
    // notice the browser's autofill (a label shrinks over a filled value): emotion gives each
    // one a <style> element of its own, 35 on the registration form, all inserted before its
    // first paint. The keyframes come once with the baseline instead, and every input keeps the
    // animation that reports autofill.
    MuiCssBaseline: { styleOverrides: AUTOFILL_KEYFRAMES },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: { input: AUTOFILL_ANIMATION },
    },
  },
};
