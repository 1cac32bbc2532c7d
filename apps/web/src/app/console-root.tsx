// Mantine's styles first, so the console's own CSS modules (imported below) come after them.
import '@mantine/notifications/styles.css';
import './console-styles.css';
import { useEffect } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';
import { loadedStore } from '../lib/store-loader';
import { AppLayout } from './layout/app-layout';
import { ConsoleProviders } from './console-providers';
import { loadPageAssets } from './page-assets';
import { loadPageTable } from './page-table';
import { RequireAuth } from './require-auth';

/** Everything behind sign-in: the store and its providers, the guard, the shell. Its route
 * loads the store before this renders (app/routes.tsx). */
export function ConsoleRoot() {
  // The other pages' English, styles and table, fetched once the console has shown (the
  // dashboard does not wait for them; another page asks for them itself).
  useEffect(
    () =>
      afterFirstPaint(() => {
        void loadPageAssets().catch(() => undefined);
        void loadPageTable().catch(() => undefined);
      }),
    [],
  );
  return (
    <ConsoleProviders app={loadedStore()}>
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    </ConsoleProviders>
  );
}
