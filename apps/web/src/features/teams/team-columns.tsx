import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@switchboard/contract/format';
import type { OrgRow } from '@switchboard/contract/teams';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { KycBadge, PlanValidity } from './org-badges';

const column = createColumnHelper<OrgRow>();

/** The columns staff scan: who, number, plan and validity, KYC, lite, created, assigned staff. */
export function teamColumns(t: TFunction, productName: string) {
  return [
    column.accessor('name', {
      header: t('teams.columns.name'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Group gap={6}>
            {/* A real link: keyboard users and "open in new tab" reach the team page too. */}
            <Anchor
              component={Link}
              to={`/teams/${row.original.id}/subscriptions`}
              fw={500}
              size="sm"
              onClick={(e) => e.stopPropagation()}
            >
              {row.original.name}
            </Anchor>
            {row.original.deleted_at ? (
              <Badge color="red" size="xs">
                {t('teams.deleted')}
              </Badge>
            ) : null}
            {row.original.status === 'SUSPENDED' ? (
              <Badge color="orange" size="xs">
                {t('teams.status.SUSPENDED')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            #{row.original.id} · {row.original.email ?? t('teams.noEmail')}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('product_number', {
      header: t('teams.columns.number', { product: productName }),
      cell: ({ getValue }) =>
        getValue() ?? (
          <Text c="dimmed" size="sm">
            —
          </Text>
        ),
    }),
    column.accessor('plan', {
      header: t('teams.columns.plan'),
      cell: ({ getValue }) => <PlanValidity plan={getValue()} />,
    }),
    column.accessor('kyc_status', {
      header: t('teams.columns.kyc'),
      cell: ({ getValue }) => <KycBadge status={getValue()} />,
    }),
    column.accessor('is_lite', {
      header: t('teams.columns.lite'),
      cell: ({ getValue }) =>
        getValue() ? (
          <Badge variant="light">{t('teams.lite')}</Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('teams.notLite')}
          </Text>
        ),
    }),
    column.accessor('created_at', {
      header: t('teams.columns.created'),
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('assigned_staff', {
      header: t('teams.columns.assigned'),
      cell: ({ getValue }) =>
        getValue()?.name ?? (
          <Text c="dimmed" size="sm">
            {t('teams.unassigned')}
          </Text>
        ),
    }),
  ];
}
