import './app/login-styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { BaseProviders } from './app/base-providers';
import { preloadRoute, routes } from './app/routes';
import { i18nReady } from './lib/i18n';
import { setStoreLoader } from './lib/store-loader';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The store loads with the first page that needs it: signing in, or the console itself.
setStoreLoader(() => import('./app/store').then((m) => m.createStore()));

// The declarative router: the console uses no loaders, actions or blockers, and the data
// router that offers them is a third of react-router's size in the first download.
function Console() {
  return useRoutes(routes);
}

// The chosen language's strings first (English is already in; another is one small download);
// a language that cannot load leaves the console in English rather than blank. The address's
// page comes too (routes.tsx, preloadRoute); one that cannot load shows its own error.
void Promise.all([
  i18nReady.catch(() => undefined),
  preloadRoute(window.location.pathname).catch(() => undefined),
]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <BaseProviders>
        <BrowserRouter>
          <Console />
        </BrowserRouter>
      </BaseProviders>
    </StrictMode>,
  ),
);
