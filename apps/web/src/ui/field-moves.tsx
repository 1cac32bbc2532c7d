import { Group, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@switchboard/contract/audit';
import { formatDateTime } from '@switchboard/contract/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Move = { before?: unknown; after?: unknown };

/**
 * One field's moves among an object's audit entries (a mandate's status, a lead's stage),
 * newest first: before → after, who, when and why. The entries' `summary[field]` holds
 * `{ before, after }`, as the audit's diff writes it; `label` words a value.
 */
export function FieldMoves({
  entries,
  field,
  label,
  empty,
}: {
  entries: AuditEntry[];
  field: string;
  label: (value: string) => ReactNode;
  empty: string;
}) {
  const { t } = useTranslation();
  const moves = entries.filter((e) => (e.summary[field] as Move | undefined)?.after != null);
  if (moves.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap={6}>
      {moves.map((entry) => {
        const move = entry.summary[field] as Move;
        const reason = typeof entry.summary.reason === 'string' ? entry.summary.reason : null;
        return (
          <Group key={entry.id} gap="xs" wrap="nowrap" data-testid="field-move">
            {move.before != null && label(String(move.before))}
            <Text size="sm">→</Text>
            {label(String(move.after))}
            <Text size="xs" c="dimmed">
              {entry.actor_name ?? t('objectDrawer.system')} · {formatDateTime(entry.created_at)}
              {reason ? ` · ${reason}` : ''}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
