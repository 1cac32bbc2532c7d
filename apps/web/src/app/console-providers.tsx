import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { useAfterFirstPaint } from '../lib/after-first-paint';
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

/** Dialogs and toasts: nothing opens one before the first screen has shown. */
const ConsoleOverlays = lazy(() => import('./console-overlays'));

/** The console's providers, inside BaseProviders. It is not shown until saved state is restored. */
export function ConsoleProviders({ app, children }: { app: ConsoleStore; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return (
    <Provider store={app.store}>
      <PersistGate persistor={app.persistor} loading={<BootScreen />}>
        <AbilityProvider>
          <SlotsProvider value={slots}>
            {children}
            {painted && (
              <Suspense fallback={null}>
                <ConsoleOverlays />
              </Suspense>
            )}
          </SlotsProvider>
        </AbilityProvider>
      </PersistGate>
    </Provider>
  );
}
