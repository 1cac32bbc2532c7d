import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { useAppSelector } from '../../lib/hooks';
import { useErasureRequestsQuery } from './api';
import {
  CarryOutErasureDialog,
  RejectErasureDialog,
  RequestErasureDialog,
} from './erasure-dialogs';
import { ErasurePlanList } from './erasure-plan-list';
import { ErasureStatusBadge } from './erasure-status';

type Open = 'request' | 'carry-out' | 'reject' | null;

/**
 * On a person's page: their latest erasure request and where it stands, "Request erasure" when
 * none is open, and for an SU the erasure itself (after a confirmation of what it does).
 */
export function ErasureSection({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const isSu = useAppSelector((state) => state.session.user?.role === 'SU');
  const [open, setOpen] = useState<Open>(null);
  const { data } = useErasureRequestsQuery({ personId, limit: 1 });
  const latest = data?.rows[0] ?? null;
  // An open request is in hand; a person already erased has nothing left to erase.
  const canRequest =
    ability.can('create', 'PersonalData') && latest?.status !== 'OPEN' && latest?.status !== 'DONE';
  return (
    <Stack gap="xs" data-testid="erasure-section">
      <Divider />
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('personal-data.erasure.title')}
        </Text>
        {canRequest ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconEraser size={14} />}
            onClick={() => setOpen('request')}
            data-testid="request-erasure"
          >
            {t('personal-data.erasure.request')}
          </Button>
        ) : null}
      </Group>
      {latest ? (
        <Stack gap={4} data-testid="erasure-request" data-status={latest.status}>
          <Group gap="xs">
            <ErasureStatusBadge request={latest} />
            <Text size="xs" c="dimmed">
              {t('personal-data.erasure.receivedDue', {
                received: formatDate(latest.received_at),
                due: formatDate(latest.due_at),
              })}
            </Text>
          </Group>
          {latest.status !== 'OPEN' && latest.closed_at ? (
            <Text size="xs" c="dimmed">
              {t(
                latest.status === 'DONE'
                  ? 'personal-data.erasure.erasedBy'
                  : 'personal-data.erasure.rejectedBy',
                { when: formatDateTime(latest.closed_at), who: latest.closed_by ?? '–' },
              )}
            </Text>
          ) : null}
          {latest.reason ? <Text size="sm">{latest.reason}</Text> : null}
          {latest.status === 'OPEN' ? (
            <Group gap="xs">
              {isSu ? (
                <Button
                  size="xs"
                  color="red"
                  onClick={() => setOpen('carry-out')}
                  data-testid="carry-out-erasure"
                >
                  {t('personal-data.erasure.carryOut')}
                </Button>
              ) : null}
              {ability.can('update', 'PersonalData') ? (
                <Button size="xs" variant="default" onClick={() => setOpen('reject')}>
                  {t('personal-data.erasure.reject')}
                </Button>
              ) : null}
            </Group>
          ) : null}
          {latest.result ? <ErasurePlanList plan={latest.result} done /> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('personal-data.erasure.none')}
        </Text>
      )}
      {open === 'request' ? (
        <RequestErasureDialog personId={personId} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'carry-out' && latest ? (
        <CarryOutErasureDialog id={latest.id} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'reject' && latest ? (
        <RejectErasureDialog id={latest.id} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}
