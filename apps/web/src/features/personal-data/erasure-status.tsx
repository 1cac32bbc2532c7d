import { Badge } from '@mantine/core';
import type { ErasureRequest } from '@switchboard/contract/personal-data';
import { useTranslation } from 'react-i18next';

const colors = { OPEN: 'blue', DONE: 'green', REJECTED: 'gray' } as const;

/** Where a request stands, and overdue in red when it is open past its due date. */
export function ErasureStatusBadge({ request }: { request: ErasureRequest }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={colors[request.status]} variant="light" data-testid="erasure-status">
        {t(`personal-data.erasure.statuses.${request.status}`)}
      </Badge>
      {request.overdue ? (
        <Badge color="red" ml={4} data-testid="erasure-overdue">
          {t('personal-data.erasure.overdue')}
        </Badge>
      ) : null}
    </>
  );
}
