import { Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconAlarm, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { EntityNotesProps } from '../../lib/slots';
import { useRemindersQuery } from './api';
import { ReminderDialog } from './reminder-dialog';
import { ReminderList } from './reminder-list';

/** The open reminders on an org or a user, beside its notes. */
export default function RemindersPanel(props: EntityNotesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, error, isLoading } = useRemindersQuery(
    props.target === 'org' ? { org_id: props.id } : { user_id: props.id },
  );
  return (
    <Card withBorder data-testid="reminders-panel">
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          <IconAlarm size={18} />
          <Title order={2} size="h5">
            {t('reminders.title')}
          </Title>
        </Group>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setOpen(true)}
          data-testid="reminder-add"
        >
          {t('reminders.add')}
        </Button>
      </Group>
      {isLoading ? <Loader size="sm" /> : null}
      {error ? (
        <Text c="red" size="sm">
          {errorMessage(error)}
        </Text>
      ) : null}
      {data && data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reminders.empty')}
        </Text>
      ) : null}
      {data && data.length > 0 ? <ReminderList reminders={data} /> : null}
      <ReminderDialog {...props} opened={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
