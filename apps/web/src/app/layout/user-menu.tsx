import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/use-logout';
import { useAppSelector } from '../hooks';
import { selectUser } from '../session-slice';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { logout, isLoading } = useLogout();
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
          aria-label={t('shell.userMenu')}
          leftSection={
            <Avatar size="sm" color="blue">
              {initials}
            </Avatar>
          }
          rightSection={<IconChevronDown size={14} />}
        >
          <Text size="sm" fw={500} data-testid="user-name">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.signedInAs', { email: user.email })}</Menu.Label>
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
