import { Badge, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconClockPause } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import type { Reminder } from '@switchboard/contract/reminders';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { toastError, toastSuccess } from '../../ui/toasts';
import type { useRemindersQuery } from './api';
import { useChangeReminderMutation } from './api';
import { snoozeUntil } from './ist';

/** Open reminders, overdue first (the server's order), each with Done and Snooze. */
export function ReminderList({
  reminders,
  showTarget,
}: {
  reminders: Reminder[];
  showTarget?: boolean;
}) {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangeReminderMutation();

  async function run(id: number, body: { status?: 'DONE'; due_at?: string }, done: string) {
    const result = await change({ id, ...body });
    if ('error' in result) toastError(errorMessage(result.error));
    else toastSuccess(done);
  }

  return (
    <Stack gap="xs">
      {reminders.map((r) => (
        <Group
          key={r.id}
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
          data-testid="reminder-item"
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.text}
            </Text>
            <Group gap={6}>
              {r.overdue ? (
                <Badge color="red" variant="light" size="sm">
                  {t('reminders.overdue')}
                </Badge>
              ) : null}
              <Text size="xs" c="dimmed">
                {formatDateTime(r.due_at)}
                {showTarget && (r.org_name ?? r.user_name) ? ` · ${r.org_name ?? r.user_name}` : ''}
              </Text>
            </Group>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconClockPause size={14} />}
                  disabled={isLoading}
                >
                  {t('reminders.snooze')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  onClick={() =>
                    void run(r.id, { due_at: snoozeUntil('hour') }, t('reminders.snoozed'))
                  }
                >
                  {t('reminders.inAnHour')}
                </Menu.Item>
                <Menu.Item
                  onClick={() =>
                    void run(r.id, { due_at: snoozeUntil('tomorrow') }, t('reminders.snoozed'))
                  }
                >
                  {t('reminders.tomorrow')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              size="compact-xs"
              variant="light"
              color="green"
              leftSection={<IconCheck size={14} />}
              disabled={isLoading}
              onClick={() => void run(r.id, { status: 'DONE' }, t('reminders.markedDone'))}
              data-testid="reminder-done"
            >
              {t('reminders.done')}
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** A reminders query's list, or its loading, error or empty state. */
export function RemindersOf({
  query,
  emptyText,
  showTarget,
}: {
  query: ReturnType<typeof useRemindersQuery>;
  emptyText: string;
  showTarget?: boolean;
}) {
  const { data, error, isLoading } = query;
  if (isLoading) return <Loader size="sm" />;
  if (error)
    return (
      <Text c="red" size="sm">
        {errorMessage(error)}
      </Text>
    );
  if (!data || data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  return <ReminderList reminders={data} showTarget={showTarget} />;
}
