import { Button, Loader, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AuditEntry } from '@switchboard/contract/audit';
import { formatDateTime } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../ui/side-panel';
import { useOrgActivityQuery } from './api';

/** One page of the timeline; "older" pages mount below it, each keyset-paged by the server. */
function ActivityPage({ orgId, before }: { orgId: number; before?: number }) {
  const { t } = useTranslation();
  const [older, setOlder] = useState<number | null>(null);
  const { data, isLoading } = useOrgActivityQuery(before ? { orgId, before } : { orgId });
  if (isLoading) return <Loader size="sm" />;
  if (!data) return null;
  if (data.rows.length === 0 && !before)
    return (
      <Text size="sm" c="dimmed">
        {t('teams.activity.empty')}
      </Text>
    );
  return (
    <>
      <Timeline bulletSize={12} lineWidth={2} active={-1}>
        {data.rows.map((entry) => (
          <Timeline.Item
            key={entry.id}
            title={<Text size="sm">{describe(entry, t)}</Text>}
            data-testid="activity-item"
          >
            <Text size="xs" c="dimmed">
              {entry.actor_name ?? t('teams.activity.system')} · {formatDateTime(entry.created_at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {older ? (
        <ActivityPage orgId={orgId} before={older} />
      ) : data.next_before ? (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setOlder(data.next_before)}>
          {t('teams.activity.older')}
        </Button>
      ) : null}
    </>
  );
}

/** An action no label names yet reads as words: 'kyc.bv.toggle' -> 'Kyc bv toggle'. */
const asWords = (action: string) => {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "Team updated", "Note added"…, whichever area made the change. */
function describe(
  entry: AuditEntry,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const key = `teams.activity.actions.${entry.action.replace(/[.-]/g, '_')}`;
  const text = t(key, { defaultValue: '' }) || asWords(entry.action);
  // Which settings or fields changed, as recorded: "Settings changed (call recording)".
  const fields =
    entry.action === 'org.settings.update' || entry.action === 'org.update'
      ? Object.keys(entry.summary)
      : [];
  // Field names in the staff member's language; one the console does not know reads as words.
  const names = fields.map((f) =>
    t(`teams.activity.fields.${f}`, { defaultValue: f.replace(/_/g, ' ') }),
  );
  return names.length ? `${text} (${names.join(', ')})` : text;
}

/** Who did what to this org, and when: the org's audit log, newest first. */
export function ActivityTimeline({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  return (
    <SidePanel
      icon={<IconHistory size={18} />}
      title={t('teams.activity.title')}
      testId="activity-timeline"
    >
      <ActivityPage orgId={orgId} />
    </SidePanel>
  );
}
