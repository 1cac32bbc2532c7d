import type { ComponentType } from 'react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadEnglishFeatures } from '../lib/i18n';
import { loadStore } from '../lib/store-loader';
import { BootScreen } from '../ui/boot-screen';
import { NotFoundPage } from './layout/not-found-page';
import { lazyPage } from './lazy-page';
import { loadPageAssets } from './page-assets';
import { homeEntry, menu, type MenuEntry, type PageModule } from './menu';
import { PageErrorBoundary } from '../ui/page-error-boundary';

const LoginPage = lazyPage(() => import('../features/auth/login-page'));
// The console behind sign-in (store, shell, menu, header) loads after the login form, with its
// features' English strings (the login page's are in the first download).
const ConsoleRoot = lazyPage(() => {
  preloadPage(globalThis.location?.pathname ?? '/');
  return Promise.all([import('./console-root'), loadStore(), loadEnglishFeatures()]).then(
    ([m]) => ({ default: m.ConsoleRoot }),
  );
});

/** The first screen's page; every other page is found in pages.ts, a chunk of its own. */
const dashboardsPage = () => import('../features/dashboards/dashboards-page');
const pageTable = () => import('./pages');

function menuPage(id: string): () => Promise<PageModule> {
  if (id === homeEntry.id) return dashboardsPage;
  return () =>
    pageTable().then((pages) => {
      const load = pages.menuPages[id];
      if (!load) throw new Error(`No page for the menu entry ${id}`);
      return load();
    });
}

/**
 * The page at this address, asked for beside the console instead of after it renders: one
 * round trip fewer before a reload or a shared link shows. Its failure is the page's to show.
 * The page table comes too, for the next page the staff member opens.
 */
function preloadPage(pathname: string): void {
  const id = pathname.split('/')[1];
  const entry = id ? menu.find((candidate) => candidate.id === id) : homeEntry;
  if (entry) void menuPage(entry.id)().catch(() => undefined);
  void pageTable().catch(() => undefined);
}
/** A page with its areas' English and styles: the dashboard's came with the console. */
const withPageAssets = (load: () => Promise<PageModule>) => () =>
  Promise.all([load(), loadPageAssets()]).then(([m]) => m);
// Users sit inside "Users & Teams": `/teams/users` outranks `/teams/:id` (a static segment wins).
const UsersPage = lazyPage(withPageAssets(() => pageTable().then((p) => p.usersPage())));
// Not a menu entry (the spec lists sixteen): reached from the user menu.
const OutboxPage = lazyPage(withPageAssets(() => pageTable().then((p) => p.outboxPage())));

// One lazy component per area, made once: React.lazy must not be recreated per render.
const pages = new Map<string, ComponentType>(
  menu.map((entry) => [
    entry.id,
    lazyPage(entry === homeEntry ? dashboardsPage : withPageAssets(menuPage(entry.id))),
  ]),
);

function AreaPage({ entry }: { entry: MenuEntry }) {
  const Page = pages.get(entry.id) ?? NotFoundPage;
  return <Page />;
}

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <PageErrorBoundary>
        <Suspense fallback={<BootScreen />}>
          <LoginPage />
        </Suspense>
      </PageErrorBoundary>
    ),
  },
  {
    path: '/',
    element: (
      <PageErrorBoundary>
        <Suspense fallback={<BootScreen />}>
          <ConsoleRoot />
        </Suspense>
      </PageErrorBoundary>
    ),
    children: [
      { index: true, element: <AreaPage entry={homeEntry} /> },
      // `/*`: an area routes its own sub-pages (`/teams/:id/:tab`) with nested <Routes>.
      { path: 'teams/users/*', element: <UsersPage /> },
      { path: 'outbox', element: <OutboxPage /> },
      ...menu.map((entry) => ({ path: `${entry.id}/*`, element: <AreaPage entry={entry} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
