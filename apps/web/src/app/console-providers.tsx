import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { ConsoleStore } from '../lib/store-loader';
import { SlotsProvider, type Slots } from '../lib/slots';
import { BootScreen } from '../ui/boot-screen';
import { AbilityProvider } from './ability-provider';

/** The dashboard's "My reminders": the one slot of the first screen (page-slots.ts has the rest). */
const slots: Slots = {
  teamTabs: [],
  integrationSections: [],
  myReminders: lazy(() => import('../features/reminders/my-reminders')),
};

/** Requested as this module loads, beside the first page, not after it renders. */
const overlays = import('./console-overlays');
const ConsoleOverlays = lazy(() => overlays);

/** The console's providers, inside BaseProviders. It is not shown until saved state is restored. */
export function ConsoleProviders({ app, children }: { app: ConsoleStore; children: ReactNode }) {
  return (
    <Provider store={app.store}>
      <PersistGate persistor={app.persistor} loading={<BootScreen />}>
        <AbilityProvider>
          <SlotsProvider value={slots}>
            {children}
            <Suspense fallback={null}>
              <ConsoleOverlays />
            </Suspense>
          </SlotsProvider>
        </AbilityProvider>
      </PersistGate>
    </Provider>
  );
}
