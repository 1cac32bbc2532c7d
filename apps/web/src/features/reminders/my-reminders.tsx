import { IconAlarm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../ui/side-panel';
import { useRemindersQuery } from './api';
import { RemindersOf } from './reminder-list';

/** The dashboard's "My reminders": the signed-in staff member's open ones, overdue first. */
export default function MyReminders() {
  const { t } = useTranslation();
  const query = useRemindersQuery({ mine: true }, { pollingInterval: 60_000 });
  return (
    <SidePanel icon={<IconAlarm size={18} />} title={t('reminders.mine')} testId="my-reminders">
      <RemindersOf query={query} emptyText={t('reminders.noneMine')} showTarget />
    </SidePanel>
  );
}
