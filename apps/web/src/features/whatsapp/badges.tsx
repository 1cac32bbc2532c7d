import { Badge } from '@mantine/core';
import type { WhatsappAccount, WhatsappMessageStatus } from '@switchboard/contract/whatsapp';
import { useTranslation } from 'react-i18next';

const statusColor: Record<WhatsappAccount['status'], string> = {
  CONNECTED: 'green',
  PENDING: 'yellow',
  FLAGGED: 'orange',
  RESTRICTED: 'red',
  DISCONNECTED: 'gray',
};
const qualityColor: Record<WhatsappAccount['quality_rating'], string> = {
  GREEN: 'green',
  YELLOW: 'yellow',
  RED: 'red',
  UNKNOWN: 'gray',
};
const messageColor: Record<WhatsappMessageStatus, string> = {
  QUEUED: 'yellow',
  SENT: 'blue',
  DELIVERED: 'teal',
  READ: 'green',
  FAILED: 'red',
  RECEIVED: 'grape',
};

export function AccountStatusBadge({ status }: { status: WhatsappAccount['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor[status]} variant="light" data-testid="whatsapp-account-status">
      {t(`whatsapp.accountStatus.${status}`)}
    </Badge>
  );
}

export function QualityBadge({ quality }: { quality: WhatsappAccount['quality_rating'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={qualityColor[quality]} variant="dot">
      {t(`whatsapp.quality.${quality}`)}
    </Badge>
  );
}

export function MessageStatusBadge({ status }: { status: WhatsappMessageStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={messageColor[status]} variant="light" data-testid="whatsapp-message-status">
      {t(`whatsapp.messageStatus.${status}`)}
    </Badge>
  );
}
