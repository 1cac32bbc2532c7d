import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconFileDescription, IconPencil } from '@tabler/icons-react';
import type { CallRow } from '@switchboard/contract/calls';
import { formatDateTime } from '@switchboard/contract/format';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { RecordingButton } from './recording-button';

const column = createColumnHelper<CallRow>();
const statusColor: Record<string, string> = { ANSWERED: 'green', MISSED: 'red', BUSY: 'orange', FAILED: 'red', NO_ANSWER: 'gray' };

/** m:ss, or h:mm:ss for long calls. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

type Actions = { onDetails: (call: CallRow) => void; onEdit: (call: CallRow) => void; showOrg: boolean };

export function callColumns(t: TFunction, { onDetails, onEdit, showOrg }: Actions) {
  return [
    column.accessor('started_at', {
      header: t('calls.columns.started'),
      cell: (c) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" td={c.row.original.is_soft_deleted ? 'line-through' : undefined}>{formatDateTime(c.getValue())}</Text>
          {c.row.original.is_soft_deleted && <Badge color="gray" variant="outline" size="xs" data-testid="soft-deleted-badge">{t('calls.deleted')}</Badge>}
        </Group>
      ),
    }),
    ...(showOrg ? [column.accessor('org_name', { header: t('calls.columns.team'), cell: (c) => c.getValue() ?? `#${c.row.original.org_id}` })] : []),
    column.accessor('from_number', { header: t('calls.columns.from') }),
    column.accessor('to_number', { header: t('calls.columns.to') }),
    column.accessor('call_type', { header: t('calls.columns.type'), cell: (c) => t(`calls.types.${c.getValue()}`, { defaultValue: c.getValue() }) }),
    column.accessor('status', {
      header: t('calls.columns.status'),
      cell: (c) => <Badge variant="light" color={statusColor[c.getValue()] ?? 'gray'} styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>{t(`calls.statuses.${c.getValue()}`, { defaultValue: c.getValue() })}</Badge>,
    }),
    column.accessor('duration', { header: t('calls.columns.duration'), cell: (c) => <span data-testid="call-duration" data-seconds={c.getValue()}>{formatDuration(c.getValue())}</span> }),
    column.accessor('agent_name', { header: t('calls.columns.agent'), cell: (c) => c.getValue() ?? '–' }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <Group gap={2} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <RecordingButton call={c.row.original} />
          <Tooltip label={t('calls.details')}>
            <ActionIcon variant="subtle" aria-label={t('calls.details')} data-testid={`details-${c.row.original.id}`} onClick={() => onDetails(c.row.original)}>
              <IconFileDescription size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('calls.editCdr')}>
            <ActionIcon variant="subtle" aria-label={t('calls.editCdr')} data-testid={`edit-${c.row.original.id}`} onClick={() => onEdit(c.row.original)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    }),
  ];
}
