import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { ConsoleStore } from '../lib/store-loader';
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
import { teamTabs } from './team-tabs';

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

/** The console's providers, inside BaseProviders. It is not shown until saved state is restored. */
export function ConsoleProviders({ app, children }: { app: ConsoleStore; children: ReactNode }) {
  return (
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
  );
}
