import type { UserRecord } from '@switchboard/contract/auth';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';
import { createStore } from '../app/store';
import { USER_STORAGE_KEY } from '../lib/session/user-storage';

/** The whole console at `path`, as a browser would load it, optionally already signed in. */
export function renderApp(path: string, options: { user?: UserRecord } = {}) {
  if (options.user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(options.user));
  const app = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers app={app}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store: app.store };
}
