import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Shade 8 of the primary colour keeps white text on buttons above the 4.5:1 contrast of WCAG AA. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  // Users who ask their system for less motion get no animated transitions.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** Dimmed and error texts one shade darker than Mantine's defaults, for the same reason. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Text of "light" variants (the active menu link) stays readable on their hover background.
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});
