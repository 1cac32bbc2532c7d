import { Anchor, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '@switchboard/contract/format';
import type { WhatsappMessage } from '@switchboard/contract/whatsapp';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { MessageStatusBadge } from './badges';

const column = createColumnHelper<WhatsappMessage>();

/** When, which way, with whom, what, and how far it got. */
export function messageColumns(t: TFunction, options: { withOrg: boolean }) {
  return [
    column.accessor('created_at', {
      header: t('whatsapp.columns.when'),
      cell: ({ getValue }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(getValue())}
        </Text>
      ),
    }),
    ...(options.withOrg
      ? [
          column.accessor('org_name', {
            header: t('whatsapp.columns.team'),
            cell: ({ row }) => (
              <Anchor component={Link} to={`/teams/${row.original.org_id}/whatsapp`} size="sm">
                {row.original.org_name}
              </Anchor>
            ),
          }),
        ]
      : []),
    column.accessor('direction', {
      header: t('whatsapp.columns.direction'),
      cell: ({ getValue }) => <Text size="sm">{t(`whatsapp.direction.${getValue()}`)}</Text>,
    }),
    column.accessor('counterpart', {
      header: t('whatsapp.columns.number'),
      cell: ({ getValue }) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          +{getValue()}
        </Text>
      ),
    }),
    column.accessor('body', {
      header: t('whatsapp.columns.message'),
      cell: ({ row }) => (
        <Stack gap={2}>
          {row.original.template_name ? (
            <Text size="xs" c="dimmed">
              {t('whatsapp.templateNamed', { name: row.original.template_name })}
            </Text>
          ) : null}
          <Text size="sm" lineClamp={2}>
            {row.original.body ?? t('whatsapp.sentByApp')}
          </Text>
          {row.original.sent_by_name ? (
            <Text size="xs" c="dimmed">
              {t('whatsapp.sentBy', { name: row.original.sent_by_name })}
            </Text>
          ) : null}
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: t('whatsapp.columns.status'),
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <MessageStatusBadge status={row.original.status} />
          {row.original.error ? (
            <Text size="xs" c="red">
              {row.original.error}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.original.status_at)}
          </Text>
        </Stack>
      ),
    }),
  ];
}
