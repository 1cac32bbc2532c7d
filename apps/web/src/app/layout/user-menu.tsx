import { Avatar, Button, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconEye,
  IconLogout,
  IconSend,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/use-logout';
import { useAppAbility } from '../../lib/ability';
import { useAppSelector } from '../../lib/hooks';
import { selectUser } from '../../lib/session/session-slice';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { logout, isLoading } = useLogout();
  const ability = useAppAbility();
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          data-testid="user-menu"
          aria-label={t('shell.userMenu', { name })}
          leftSection={
            <Avatar size="sm" color="blue">
              {initials}
            </Avatar>
          }
          rightSection={<IconChevronDown size={14} />}
          // The whole name, never cut; a phone shows the initials only.
          styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
          px={{ base: 6, sm: 'sm' }}
        >
          <Text
            size="sm"
            fw={500}
            data-testid="user-name"
            visibleFrom="sm"
            style={{ whiteSpace: 'nowrap' }}
          >
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.signedInAs', { email: user.email })}</Menu.Label>
        {/* Not one of the spec's menu entries: what the built-in providers sent, for staff to check. */}
        {ability.can('read', 'Outbox') ? (
          <Menu.Item
            component={Link}
            to="/outbox"
            leftSection={<IconSend size={16} />}
            data-testid="user-menu-outbox"
          >
            {t('shell.outbox')}
          </Menu.Item>
        ) : null}
        {ability.can('read', 'PersonalData') ? (
          <Menu.Item
            component={Link}
            to="/personal-data"
            leftSection={<IconEye size={16} />}
            data-testid="menu-personal-data"
          >
            {t('shell.personalData')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          component={Link}
          to="/account"
          leftSection={<IconUserCircle size={16} />}
          data-testid="menu-account"
        >
          {t('shell.account')}
        </Menu.Item>
        {/* The console's own people (SU): invitations, roles, deactivation. */}
        {ability.can('read', 'Staff') ? (
          <Menu.Item
            component={Link}
            to="/staff"
            leftSection={<IconUsersGroup size={16} />}
            data-testid="menu-staff"
          >
            {t('shell.staff')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
          disabled={isLoading}
          data-testid="logout"
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
