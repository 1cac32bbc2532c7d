import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { KycRow } from '@switchboard/contract/kyc';
import { IconChevronRight } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectColumn, type RowSelection } from '../../../ui/data-table/row-selection';
import { AssignMenu } from '../assign-menu';
import { KycStatusBadge } from '../status-badge';

const column = createColumnHelper<KycRow>();

/** The queue's columns: ticks, the team (with its assignee), status, documents, dates. */
export function useKycColumns(selection: RowSelection, selectedOrgId: number | undefined) {
  const { t } = useTranslation();
  return useMemo(
    () => [
      selectColumn<KycRow>(selection, (r) => r.org_id),
      column.accessor('org_name', {
        header: t('kyc.queue.org'),
        cell: ({ row }) => (
          <Stack gap={0} data-org-id={row.original.org_id}>
            <Group gap={4} wrap="nowrap">
              {row.original.org_id === selectedOrgId && (
                <IconChevronRight
                  size={14}
                  aria-label={t('kyc.queue.selected')}
                  data-testid="row-cursor"
                />
              )}
              <Text size="sm" fw={500}>
                {row.original.org_name}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {row.original.product_number ?? t('kyc.noNumber')} · #{row.original.org_id}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('plan_name', {
        header: t('kyc.queue.plan'),
        cell: (c) => c.getValue() ?? '—',
      }),
      column.accessor('kyc_template', {
        header: t('kyc.queue.template'),
        cell: (c) => t(`kyc.template.${c.getValue()}`),
      }),
      column.accessor('status', {
        header: t('kyc.queue.userKyc'),
        cell: (c) => <KycStatusBadge status={c.getValue()} />,
      }),
      column.accessor('bv_status', {
        header: t('kyc.queue.businessKyc'),
        cell: ({ row }) => (
          <Group gap={4}>
            <KycStatusBadge status={row.original.bv_status} />
            {row.original.is_biz_kyc_required && (
              <Badge size="xs" variant="outline" color="grape" title={t('kyc.queue.bizRequired')}>
                {t('kyc.queue.bizRequiredShort')}
              </Badge>
            )}
          </Group>
        ),
      }),
      column.accessor('submitted_at', {
        header: t('kyc.queue.submitted'),
        cell: (c) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {c.getValue() ? formatDateTime(c.getValue() as string) : t('kyc.queue.notSubmitted')}
          </Text>
        ),
      }),
      column.accessor('is_trial', {
        header: t('kyc.queue.trial'),
        cell: (c) => (c.getValue() ? t('kyc.queue.trialOnly') : t('kyc.queue.paidOnly')),
      }),
      column.accessor('assignee', {
        header: t('kyc.assign.column'),
        cell: ({ row }) => (
          <AssignMenu
            orgId={row.original.org_id}
            orgName={row.original.org_name}
            assignee={row.original.assignee}
          />
        ),
      }),
    ],
    [selectedOrgId, t, selection],
  );
}
