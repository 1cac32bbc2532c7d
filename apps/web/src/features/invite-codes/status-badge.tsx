import { Badge } from '@mantine/core';
import type { InviteCodeStatus } from '@switchboard/contract/invite-codes';
import { useTranslation } from 'react-i18next';

const colors: Record<InviteCodeStatus, string> = {
  ACTIVE: 'green',
  SCHEDULED: 'blue',
  PAUSED: 'yellow',
  EXPIRED: 'gray',
  EXHAUSTED: 'orange',
};

/** An invite code's derived status, as a translated label. */
export function InviteCodeStatusBadge({ status }: { status: InviteCodeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" data-testid="invite-code-status">
      {t(`invite-codes.status.${status}`)}
    </Badge>
  );
}
