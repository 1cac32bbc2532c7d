import { Button, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { menu, menuPath, moreMenu } from '../menu';
import { menuIcons } from './menu-icons';
import { loadPageAssets } from '../page-assets';
import { keepTypedAhead } from './typed-ahead';

// The palette's code (and Mantine Spotlight) loads the first time it is asked for.
// Its results and actions name every area: their English (and pages' styles) come first.
const CommandPalette = lazy(() =>
  Promise.all([import('../../features/search/command-palette'), loadPageAssets()]).then(([m]) => m),
);

/**
 * Ctrl+K / ⌘K anywhere, even from inside a field, or the header's search button, opens the
 * command palette; its actions are the pages and forms this user may open.
 */
export function Palette() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [signal, setSignal] = useState(0);
  const typedAhead = useRef<(() => string) | null>(null);
  const ask = () => {
    typedAhead.current?.();
    typedAhead.current = keepTypedAhead();
    setSignal((n) => n + 1);
  };
  const takeTypedAhead = useCallback(() => {
    const kept = typedAhead.current?.() ?? '';
    typedAhead.current = null;
    return kept;
  }, []);
  useHotkeys([['mod+K', ask]], []);
  const actions = useMemo(
    () => [
      ...(ability.can('create', 'Subscription')
        ? [
            {
              id: 'create-plan',
              label: t('search.createPlan'),
              path: '/subscriptions?create=1',
              icon: <IconPlus size={18} stroke={1.5} />,
            },
          ]
        : []),
      ...[...menu, ...moreMenu]
        .filter((entry) => ability.can('read', entry.subject))
        .map((entry) => {
          const Icon = menuIcons[entry.id];
          return {
            id: entry.id,
            label: t(entry.label),
            path: menuPath(entry),
            icon: Icon && <Icon size={18} stroke={1.5} />,
          };
        }),
    ],
    [ability, t],
  );
  return (
    <>
      {/* Its name is its visible word; the keys beside it are a hint, on one line. */}
      <Button
        variant="default"
        size="sm"
        visibleFrom="sm"
        leftSection={<IconSearch size={16} />}
        rightSection={
          <Text span size="xs" c="dimmed" visibleFrom="lg" style={{ whiteSpace: 'nowrap' }}>
            <Kbd size="xs">Ctrl</Kbd> <Kbd size="xs">K</Kbd>
          </Text>
        }
        styles={{ root: { flexShrink: 0 } }}
        onClick={ask}
        data-testid="open-palette"
      >
        {t('search.open')}
      </Button>
      {/* A phone's header has room for the magnifier only (a Button: the header already loads
          it, an ActionIcon would add its code to the first screen). */}
      <Button
        variant="default"
        px={8}
        hiddenFrom="sm"
        aria-label={t('search.open')}
        onClick={ask}
        data-testid="open-palette-compact"
      >
        <IconSearch size={16} />
      </Button>
      {signal > 0 && (
        <Suspense fallback={null}>
          <CommandPalette actions={actions} openSignal={signal} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      )}
    </>
  );
}
