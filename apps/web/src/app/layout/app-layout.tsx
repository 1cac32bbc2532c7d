import { AppShell, Box, Burger, Group, Loader, Center } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSessionCheck } from '../../features/auth/use-session-check';
import { Logo } from '../../ui/logo';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { useProduct } from '../../lib/api/config-api';
import { PageErrorBoundary } from '../../ui/page-error-boundary';
import { NavMenu } from './nav-menu';
import { Palette } from './palette';
import classes from './skip-link.module.css';

/** Which channels only record (no provider configured): loaded apart, the first screen stays small. */
const HeaderSandboxBadge = lazy(() => import('../../features/outbox/sandbox-badge'));
// The header's drop-downs and the `?` help come once the first screen has painted: with them
// come the combobox, menu and floating-layer code that the dashboard itself does not need.
// The sandbox badge does not wait: it warns that messages go nowhere.
const LanguageSwitcher = lazy(() =>
  import('../../ui/language-switcher').then((m) => ({ default: m.LanguageSwitcher })),
);
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const ShortcutsHelp = lazy(() =>
  import('./shortcuts-help').then((m) => ({ default: m.ShortcutsHelp })),
);

/** Light, full-width shell: header on top, vertical menu on the left, the page in the middle. */
export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const product = useProduct();
  const { pathname } = useLocation();
  const painted = useAfterFirstPaint();
  useSessionCheck();

  useEffect(() => {
    document.title = t('app.title', { product: product.name });
  }, [t, product.name]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        {/* The first thing a keyboard reaches: past the header and the sixteen menu links. */}
        <a href="#main" className={classes.skipLink} data-testid="skip-link">
          {t('shell.skipToContent')}
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.toggleMenu')}
            />
            <Logo name={product.name} nameFrom="sm" />
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Palette />
            <Box visibleFrom="md">
              <Suspense fallback={null}>
                <HeaderSandboxBadge />
              </Suspense>
            </Box>
            <Suspense fallback={<Box w={{ base: 110, sm: 150 }} />}>
              {painted ? <LanguageSwitcher /> : <Box w={{ base: 110, sm: 150 }} />}
            </Suspense>
            <Suspense fallback={<Box w={{ base: 56, sm: 160 }} />}>
              {painted ? <UserMenu /> : <Box w={{ base: 56, sm: 160 }} />}
            </Suspense>
          </Group>
        </Group>
      </AppShell.Header>
      {painted && (
        <Suspense fallback={null}>
          <ShortcutsHelp />
        </Suspense>
      )}
      <AppShell.Navbar p="xs">
        <NavMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        {/* Keyed by path: a failed page does not stay failed after moving elsewhere. */}
        <PageErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
