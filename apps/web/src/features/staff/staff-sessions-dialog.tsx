import { Loader } from '@mantine/core';
import type { StaffMember } from '@switchboard/contract/staff';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { runAction } from '../../ui/run-action';
import { useEndStaffSessionMutation, useStaffSessionsQuery } from './api';
import { SessionsTable } from './sessions-table';

/** The Staff page (SU): where a colleague is signed in; any of it can be ended. */
export function StaffSessionsDialog({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = `${member.first_name} ${member.last_name}`.trim();
  const { data } = useStaffSessionsQuery(member.id);
  const [end] = useEndStaffSessionMutation();
  return (
    <Dialog
      onClose={onClose}
      title={t('staff.sessionsOf', { name })}
      size="xl"
      data-testid="staff-sessions"
    >
      {data ? (
        <SessionsTable
          sessions={data}
          onEnd={(session) =>
            void runAction({
              confirm: {
                title: t('staff.endSessionTitle'),
                message: t('staff.endSessionOfText', { name }),
                confirmLabel: t('staff.endSession'),
                danger: true,
              },
              run: () => end({ id: member.id, sessionId: session.id }),
              success: t('staff.sessionEnded'),
            })
          }
        />
      ) : (
        <Loader size="sm" />
      )}
    </Dialog>
  );
}
