import { MantineProvider, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n';

// Staff who ask their system for less motion get none: dialogs and toasts appear at once.
/**
 * Colours that pass WCAG 2.2 AA (4.5:1) everywhere, checked by axe-core on every menu page
 * (e2e/tests/every-page.spec.ts): filled buttons use shade 8 and pick black or white text by
 * their luminance; coloured text is shade 9, light badges and buttons a darkened shade 9;
 * dimmed text is gray 7.
 */
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  autoContrast: true,
  luminanceThreshold: 0.2,
  defaultRadius: 'md',
  respectReducedMotion: true,
});

const contrastVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-text`, shades[9]],
        // Shade 9 alone stays under 4.5:1 on the tinted background of orange, yellow, green.
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)],
      ]),
    ),
  },
  dark: {},
});

/**
 * What every page relies on, the login page included: the theme and the strings. The console's
 * own providers (store, abilities, slots, dialogs, toasts) load with it after sign-in.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={contrastVariables}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MantineProvider>
  );
}
