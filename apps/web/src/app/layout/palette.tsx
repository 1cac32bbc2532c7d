import { Button, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { menu, menuPath } from '../menu';
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
      ...menu
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
      <Button
        variant="default"
        size="sm"
        leftSection={<IconSearch size={16} />}
        rightSection={
          <Text span size="xs" c="dimmed" visibleFrom="lg">
            <Kbd size="xs">Ctrl</Kbd> <Kbd size="xs">K</Kbd>
          </Text>
        }
        onClick={ask}
        data-testid="open-palette"
      >
        {t('search.open')}
      </Button>
      {signal > 0 && (
        <Suspense fallback={null}>
          <CommandPalette actions={actions} openSignal={signal} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      )}
    </>
  );
}
