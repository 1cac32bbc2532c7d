import { Box, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { homeEntry, menu, menuPath, type MenuEntry } from '../menu';
import { menuIcons } from './menu-icons';

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry === homeEntry && pathname === '/') return true;
  const path = menuPath(entry);
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The vertical menu: the spec's entries the user may read, in the spec's order. */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { pathname } = useLocation();

  return (
    // The browser's own scrolling: Mantine's ScrollArea would bring its code to the first screen.
    <Box component="nav" aria-label={t('menu.label')} h="100%" style={{ overflowY: 'auto' }}>
      {menu
        .filter((entry) => ability.can('read', entry.subject))
        .map((entry) => {
          const Icon = menuIcons[entry.id];
          return (
            <NavLink
              key={entry.id}
              component={RouterLink}
              to={menuPath(entry)}
              label={t(entry.label)}
              leftSection={Icon && <Icon size={18} stroke={1.6} />}
              active={isActive(entry, pathname)}
              onClick={onNavigate}
              data-testid={`menu-${entry.id}`}
            />
          );
        })}
    </Box>
  );
}
