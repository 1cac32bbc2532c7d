import { Text, Timeline } from '@mantine/core';
import type { AuditEntry } from '@switchboard/contract/audit';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';

/** An action no label names yet reads as words: 'voip_number.reserve' -> 'Voip number reserve'. */
export const actionAsWords = (action: string) => {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * "Who did what" to one object: its audit entries, newest first, each with who and when (IST).
 * An area words its own actions under `actionsKey` (`payments.historyActions`), so their
 * strings load with the area, not before the login form; the shared ones are in
 * `objectDrawer.actions`.
 */
export function AuditHistory({
  entries,
  actionsKey,
}: {
  entries: AuditEntry[];
  actionsKey?: string;
}) {
  const { t } = useTranslation();
  const actionLabel = (action: string) => {
    const key = action.replace(/[.-]/g, '_');
    const keys = [`objectDrawer.actions.${key}`];
    if (actionsKey) keys.unshift(`${actionsKey}.${key}`);
    return t(keys, { defaultValue: actionAsWords(action) });
  };
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('objectDrawer.noHistory')}
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2} active={-1} data-testid="object-history">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={<Text size="sm">{actionLabel(entry.action)}</Text>}
          data-testid="history-item"
        >
          <Text size="xs" c="dimmed">
            {entry.actor_name ?? t('objectDrawer.system')} · {formatDateTime(entry.created_at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
