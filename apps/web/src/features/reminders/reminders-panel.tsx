import { Button } from '@mantine/core';
import { IconAlarm, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityNotesProps } from '../../lib/slots';
import { SidePanel } from '../../ui/side-panel';
import { useRemindersQuery } from './api';
import { ReminderDialog } from './reminder-dialog';
import { RemindersOf } from './reminder-list';

/** The open reminders on an org or a user, beside its notes. */
export default function RemindersPanel(props: EntityNotesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useRemindersQuery(
    props.target === 'org' ? { org_id: props.id } : { user_id: props.id },
  );
  return (
    <SidePanel
      icon={<IconAlarm size={18} />}
      title={t('reminders.title')}
      testId="reminders-panel"
      action={
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setOpen(true)}
          data-testid="reminder-add"
        >
          {t('reminders.add')}
        </Button>
      }
    >
      <RemindersOf query={query} emptyText={t('reminders.empty')} />
      <ReminderDialog {...props} opened={open} onClose={() => setOpen(false)} />
    </SidePanel>
  );
}
