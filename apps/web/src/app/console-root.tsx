import { loadedStore } from '../lib/store-loader';
import { AppLayout } from './layout/app-layout';
import { ConsoleProviders } from './console-providers';
import { RequireAuth } from './require-auth';

/** Everything behind sign-in: the store and its providers, the guard, the shell. Its route
 * loads the store before this renders (app/routes.tsx). */
export function ConsoleRoot() {
  return (
    <ConsoleProviders app={loadedStore()}>
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    </ConsoleProviders>
  );
}
