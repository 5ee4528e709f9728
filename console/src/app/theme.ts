// The MUI theme: dark green primary, light and dark schemes as CSS variables, system fonts only (no web fonts).
import { createTheme } from '@mui/material/styles';
import { rememberDialogOrigin, returnDialogFocus } from '../lib/focus-return';

const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  'sans-serif',
].join(',');

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-color-scheme' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
        secondary: { main: '#00695c' },
        // Darker than MUI's defaults so outlined chips and their text reach 4.5:1 on white (WCAG 2.2 AA).
        info: { main: '#01579b' },
        warning: { main: '#a14600' },
        background: { default: '#f4f7f4', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#66bb6a', light: '#98ee99', dark: '#338a3e', contrastText: '#0b1f0c' },
        secondary: { main: '#4db6ac' },
        background: { default: '#0e140f', paper: '#151d16' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: SYSTEM_FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
  },
  components: {
    // A visible focus ring for keyboard users on every focusable element (MUI's own ripple is not enough).
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        ':focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
        '.MuiAppBar-root :focus-visible': { outlineColor: (theme.vars ?? theme).palette.common.white },
      }),
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // See index.html: a dialog hides its own container's other children, not the page and its toasts.
    // Every dialog gives focus back to where it was opened from, also when that element has left the page.
    MuiDialog: {
      defaultProps: {
        container: () => document.getElementById('dialogs'),
        slotProps: { transition: { onEnter: rememberDialogOrigin, onExited: returnDialogFocus } },
      },
    },
  },
});
