import type { UserRecord } from '@switchboard/contract/auth';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BaseProviders } from '../app/base-providers';
import { routes } from '../app/routes';
import { createStore } from '../app/store';
import { USER_STORAGE_KEY } from '../lib/session/saved-user';
import { provideStore } from '../lib/store-loader';

// The console and the sign-in code load lazily in the browser; a test loads them up front, so
// its own time is spent on behaviour, not on transforming modules (slow on a busy machine).
await Promise.all([
  import('../app/console-root'),
  import('../features/auth/sign-in'),
  import('../lib/english-features'),
  import('../lib/english-pages'),
]);

/** The whole console at `path`, as a browser would load it, optionally already signed in. */
export function renderApp(path: string, options: { user?: UserRecord } = {}) {
  if (options.user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(options.user));
  const app = createStore();
  provideStore(app);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <BaseProviders>
      <RouterProvider router={router} />
    </BaseProviders>,
  );
  return { ...view, router, store: app.store };
}
