import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { createStore } from './app/store';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = createStore();
const router = createBrowserRouter(routes);

// The chosen language's strings first (English is already in; another is one small download);
// a language that cannot load leaves the console in English rather than blank.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers app={app}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
