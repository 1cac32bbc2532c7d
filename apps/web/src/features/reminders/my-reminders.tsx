import { Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useRemindersQuery } from './api';
import { ReminderList } from './reminder-list';

/** The dashboard's "My reminders": the signed-in staff member's open ones, overdue first. */
export default function MyReminders() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useRemindersQuery({ mine: true }, { pollingInterval: 60_000 });
  return (
    <Card withBorder data-testid="my-reminders">
      <Group gap={6} mb="sm">
        <IconAlarm size={18} />
        <Title order={2} size="h5">
          {t('reminders.mine')}
        </Title>
      </Group>
      {isLoading ? <Loader size="sm" /> : null}
      {error ? (
        <Text c="red" size="sm">
          {errorMessage(error)}
        </Text>
      ) : null}
      {data && data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reminders.noneMine')}
        </Text>
      ) : null}
      {data && data.length > 0 ? <ReminderList reminders={data} showTarget /> : null}
    </Card>
  );
}
