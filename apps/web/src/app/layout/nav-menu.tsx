import { Box, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { homeEntry, menu, menuPath, moreMenu, type MenuEntry, type PlaceEntry } from '../menu';
import { menuIcons } from './menu-icons';

const under = (path: string, pathname: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** An entry is current when the address is under it and under no longer entry's path. */
function isActive(entry: MenuEntry | PlaceEntry, pathname: string): boolean {
  if (entry === homeEntry && pathname === '/') return true;
  const path = menuPath(entry);
  if (!under(path, pathname)) return false;
  return ![...menu, ...moreMenu].some((other) => {
    const longer = menuPath(other);
    return longer.length > path.length && under(longer, pathname);
  });
}

/** The vertical menu: the spec's entries the user may read, in the spec's order. */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const link = (entry: MenuEntry | PlaceEntry) => {
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
  };

  return (
    // The browser's own scrolling: Mantine's ScrollArea would bring its code to the first screen.
    <Box component="nav" aria-label={t('menu.label')} h="100%" style={{ overflowY: 'auto' }}>
      {menu.filter((entry) => ability.can('read', entry.subject)).map(link)}
      {/* The places after the spec's entries: payments and the outbox. */}
      <Box
        role="separator"
        my={4}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      />
      {moreMenu.filter((entry) => ability.can('read', entry.subject)).map(link)}
    </Box>
  );
}
