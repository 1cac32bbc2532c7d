import { Badge } from '@mantine/core';
import type { ShortUrlStatus } from '@switchboard/contract/short-urls';
import { useTranslation } from 'react-i18next';

const colors: Record<ShortUrlStatus, string> = {
  ACTIVE: 'green',
  SCHEDULED: 'blue',
  EXPIRED: 'gray',
  EXHAUSTED: 'orange',
  DISABLED: 'red',
};

/** A short link's derived status, as a translated label. */
export function ShortUrlStatusBadge({ status }: { status: ShortUrlStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" data-testid="short-url-status">
      {t(`short-urls.status.${status}`)}
    </Badge>
  );
}
