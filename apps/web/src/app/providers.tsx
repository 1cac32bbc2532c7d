import { MantineProvider, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import i18n from '../lib/i18n';
import { SlotsProvider, type Slots } from '../lib/slots';
import { BootScreen } from '../ui/boot-screen';
import { TOAST_AUTO_CLOSE_MS } from '../ui/toasts';
import toastClasses from '../ui/toasts.module.css';
import { AbilityProvider } from './ability-provider';
import {
  entityNotes,
  entityReminders,
  myReminders,
  orgInviteCode,
  orgOutbox,
  ownedInviteCodes,
  savedViews,
  userCampaigns,
  userReferrals,
} from './entity-notes';
import { integrationSections } from './integration-sections';
import type { createStore } from './store';
import { teamTabs } from './team-tabs';

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

/** Where pages show other areas' components: the registries, handed down to the areas. */
const slots: Slots = {
  teamTabs,
  integrationSections,
  notes: entityNotes,
  reminders: entityReminders,
  myReminders,
  orgInviteCode,
  ownedInviteCodes,
  orgOutbox,
  userReferrals,
  userCampaigns,
  savedViews,
};

/** Everything the pages rely on. The app is not shown until saved state is restored. */
export function Providers({
  app,
  children,
}: {
  app: ReturnType<typeof createStore>;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={contrastVariables}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      <I18nextProvider i18n={i18n}>
        <Provider store={app.store}>
          <PersistGate persistor={app.persistor} loading={<BootScreen />}>
            <AbilityProvider>
              <SlotsProvider value={slots}>
                <ModalsProvider>
                  <Notifications
                    position="top-right"
                    autoClose={TOAST_AUTO_CLOSE_MS}
                    classNames={toastClasses}
                  />
                  {children}
                </ModalsProvider>
              </SlotsProvider>
            </AbilityProvider>
          </PersistGate>
        </Provider>
      </I18nextProvider>
    </MantineProvider>
  );
}
