import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadEnglishFeatures, loadEnglishPages } from '../lib/i18n';
import { hasSavedUser } from '../lib/session/saved-user';
import { loadStore } from '../lib/store-loader';
import { BootScreen } from '../ui/boot-screen';
import { NotFoundPage } from './layout/not-found-page';
import { lazyPage, type LazyPage } from './lazy-page';
import { loadPageAssets } from './page-assets';
import { loadPageTable } from './page-table';
import { homeEntry, menu, type MenuEntry, type PageModule } from './menu';
import { PageErrorBoundary } from '../ui/page-error-boundary';

const LoginPage = lazyPage(() => import('../features/auth/login-page'));
// Pages before anyone is signed in (an invitee sets a password; "Forgot password?" and the page
// its email links to): outside the console, with the pages' English (their strings live with
// the Staff page's).
const outside = (load: () => Promise<PageModule>) =>
  lazyPage(() => Promise.all([load(), loadEnglishPages()]).then(([m]) => m));
const outsidePages: Record<string, LazyPage> = {
  '/invitation': outside(() => import('../features/staff/invitation-page')),
  '/forgot-password': outside(() => import('../features/staff/forgot-password-page')),
  '/reset-password': outside(() => import('../features/staff/reset-password-page')),
};
// The console behind sign-in (store, shell, menu, header) loads after the login form, with its
// features' English strings (the login page's are in the first download).
// The page at the address comes beside it, not after the shell renders: one round trip fewer,
// and the shell and the page show together. A page that fails to load is the page's to show.
const ConsoleRoot = lazyPage(() =>
  Promise.all([
    import('./console-root'),
    loadStore(),
    loadEnglishFeatures(),
    pageAt(globalThis.location?.pathname ?? '/')
      ?.preload()
      .catch(() => undefined),
  ]).then(([m]) => ({ default: m.ConsoleRoot })),
);

/** The first screen's page; every other page is found in pages.ts, a chunk of its own. */
const dashboardsPage = () => import('../features/dashboards/dashboards-page');

const tablePage = (id: string) => (): Promise<PageModule> =>
  loadPageTable().then((pages) => {
    const load = pages.menuPages[id];
    if (!load) throw new Error(`No page for the menu entry ${id}`);
    return load();
  });

/** A page with its areas' English and styles: the dashboard's came with the console. */
const withPageAssets = (load: () => Promise<PageModule>) => () =>
  Promise.all([load(), loadPageAssets()]).then(([m]) => m);
// Users sit inside "Users & Teams": `/teams/users` outranks `/teams/:id` (a static segment wins).
const UsersPage = lazyPage(withPageAssets(() => loadPageTable().then((p) => p.usersPage())));
// Not a menu entry (the spec lists sixteen): reached from the user menu.
const OutboxPage = lazyPage(withPageAssets(() => loadPageTable().then((p) => p.outboxPage())));
// Also from the user menu: who opened people's documents, recordings and data.
const DataAccessPage = lazyPage(
  withPageAssets(() => loadPageTable().then((p) => p.dataAccessPage())),
);
// Reached from the user menu (SU): the console's own people.
const StaffPage = lazyPage(withPageAssets(() => loadPageTable().then((p) => p.staffPage())));
// Everyone's own: the second factor (from the user menu, or forced by MFA_REQUIRED_ROLES).
const AccountPage = lazyPage(withPageAssets(() => loadPageTable().then((p) => p.accountPage())));

// One lazy component per area, made once: React.lazy must not be recreated per render.
const pages = new Map<string, LazyPage>(
  menu.map((entry) => [
    entry.id,
    lazyPage(entry === homeEntry ? dashboardsPage : withPageAssets(tablePage(entry.id))),
  ]),
);

/** The page a console address shows (menu entries by their first segment). */
function pageAt(pathname: string): LazyPage | undefined {
  if (pathname === '/outbox') return OutboxPage;
  if (pathname === '/personal-data') return DataAccessPage;
  if (pathname === '/staff') return StaffPage;
  if (pathname === '/account') return AccountPage;
  if (pathname.startsWith('/teams/users')) return UsersPage;
  const id = pathname.split('/')[1];
  return pages.get(id ? id : homeEntry.id);
}

/**
 * The code the address's first screen needs: main.tsx waits for it (index.html shows its boot
 * screen meanwhile), so the first render shows the page instead of a fallback React would
 * then hold for 300 ms. Without a saved user the console sends to the login page.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const outsidePage = outsidePages[pathname];
  if (outsidePage) return outsidePage.preload();
  if (pathname === '/login' || !hasSavedUser()) return LoginPage.preload();
  return ConsoleRoot.preload();
}

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
  ...Object.entries(outsidePages).map(([path, Page]) => ({
    path,
    element: (
      <PageErrorBoundary>
        <Suspense fallback={<BootScreen />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    ),
  })),
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
      { path: 'personal-data', element: <DataAccessPage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: 'account', element: <AccountPage /> },
      ...menu.map((entry) => ({ path: `${entry.id}/*`, element: <AreaPage entry={entry} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
