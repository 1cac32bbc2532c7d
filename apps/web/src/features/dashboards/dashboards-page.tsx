import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session-slice';

/** Landing page at '/'. The dashboards themselves arrive with the dashboards area. */
export default function DashboardsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return (
    <Stack data-testid="dashboards-page">
      <Title order={1} size="h2">
        {t('menu.dashboards')}
      </Title>
      <Paper withBorder p="lg">
        <Text fw={500}>{t('dashboard.welcome', { name: user?.first_name ?? '' })}</Text>
        <Text c="dimmed" size="sm">
          {t('dashboard.intro')}
        </Text>
      </Paper>
    </Stack>
  );
}
