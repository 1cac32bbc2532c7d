import {
  Badge,
  Group,
  Loader,
  Mark,
  Rating,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { CallDetail } from '@switchboard/contract/calls';
import { formatDateTime } from '@switchboard/contract/format';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { AuditHistory } from '../../ui/audit-history';
import { DrawerSection, LinkedList, ObjectDrawer, type LinkedItem } from '../../ui/object-drawer';
import { useCallDetailQuery, useLazyCallRecordingQuery } from './api';
import { formatDuration } from './call-columns';

/** The recording played in place: a fresh signed URL each time the drawer opens. */
function InlinePlayer({ callId, hasRecording }: { callId: number; hasRecording: boolean }) {
  const { t } = useTranslation();
  const [lookup, { data, error, isFetching }] = useLazyCallRecordingQuery();
  useEffect(() => {
    if (hasRecording) void lookup(callId);
  }, [callId, hasRecording, lookup]);
  if (!hasRecording)
    return (
      <Text size="sm" c="dimmed">
        {t('calls.noRecording')}
      </Text>
    );
  if (isFetching) return <Loader size="xs" />;
  if (error)
    return (
      <Text size="sm" c="red">
        {errorMessage(error)}
      </Text>
    );
  if (!data?.recording_url)
    return (
      <Text size="sm" c="dimmed">
        {t('messages.noUrlFound')}
      </Text>
    );
  return (
    <audio
      controls
      src={data.recording_url}
      data-testid="inline-player"
      style={{ width: '100%' }}
    />
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  const parts = text.split(new RegExp(`(${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'i'));
  return <>{parts.map((p, i) => (i % 2 ? <Mark key={i}>{p}</Mark> : p))}</>;
}

function Transcript({ detail }: { detail: CallDetail }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const lines = detail.transcript.filter(
    (l) => !query || l.text.toLowerCase().includes(query.toLowerCase()),
  );
  if (detail.transcript.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('calls.noTranscript')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <TextInput
        data-testid="transcript-search"
        placeholder={t('calls.searchTranscript')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <Text size="xs" c="dimmed">
        {t('calls.transcriptMatches', { count: lines.length, total: detail.transcript.length })}
      </Text>
      <ScrollArea.Autosize mah={360}>
        <Stack gap={6} data-testid="transcript-lines">
          {lines.map((l) => (
            <Group key={`${l.at_seconds}-${l.speaker}`} align="start" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed" w={40}>
                {formatDuration(l.at_seconds)}
              </Text>
              <Badge
                size="xs"
                variant="light"
                color={l.speaker === 'AGENT' ? 'blue' : 'grape'}
                w={80}
              >
                {t(`calls.speakers.${l.speaker}`)}
              </Badge>
              <Text size="sm">
                <Highlighted text={l.text} query={query} />
              </Text>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The team that made the call (its calls tab) and the agent who took it. */
function linksOf(info: CallDetail['call'], t: TFunction): LinkedItem[] {
  return [
    {
      key: 'org',
      kind: t('calls.columns.team'),
      label: info.org_name ?? `#${info.org_id}`,
      to: `/teams/${info.org_id}/call-stats`,
    },
    ...(info.user_id === null
      ? []
      : [
          {
            key: 'agent',
            kind: t('calls.columns.agent'),
            label: info.agent_name ?? `#${info.user_id}`,
            to: `/teams/users/${info.user_id}`,
          },
        ]),
  ];
}

/**
 * A call's info with its team and agent, feedback, transcript (searchable), summary and who did
 * what to it, with its recording, on the shared drawer shell.
 */
export function CallDetailDrawer({
  callId,
  onClose,
}: {
  callId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useCallDetailQuery(callId ?? 0, { skip: callId === null });
  return (
    <ObjectDrawer
      opened={callId !== null}
      onClose={onClose}
      title={t('calls.detailTitle', { id: callId ?? '' })}
      testId="call-detail"
      query={query}
    >
      {(data) => <CallTabs data={data} />}
    </ObjectDrawer>
  );
}

/** The call's tabs: what it was, its feedback, transcript, summary and who did what to it. */
function CallTabs({ data }: { data: CallDetail }) {
  const { t } = useTranslation();
  const info = data.call;
  return (
    <Stack>
      <InlinePlayer callId={info.id} hasRecording={Boolean(info.recording_id)} />
      <Tabs defaultValue="info">
        <Tabs.List>
          <Tabs.Tab value="info">{t('calls.tabs.info')}</Tabs.Tab>
          <Tabs.Tab value="feedback">{t('calls.tabs.feedback')}</Tabs.Tab>
          <Tabs.Tab value="transcript" data-testid="tab-transcript">
            {t('calls.tabs.transcript')}
          </Tabs.Tab>
          <Tabs.Tab value="summary">{t('calls.tabs.summary')}</Tabs.Tab>
          <Tabs.Tab value="history" data-testid="tab-history">
            {t('objectDrawer.history')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="sm">
          <Stack gap={4}>
            {info.is_soft_deleted && (
              <Badge color="red" variant="outline" data-testid="detail-deleted">
                {t('calls.deletedOn', {
                  when: formatDateTime(info.deleted_at ?? info.started_at),
                })}
              </Badge>
            )}
            {(
              [
                ['calls.columns.team', info.org_name ?? `#${info.org_id}`],
                ['calls.columns.from', info.from_number],
                ['calls.columns.to', info.to_number],
                [
                  'calls.columns.type',
                  t(`calls.types.${info.call_type}`, { defaultValue: info.call_type }),
                ],
                [
                  'calls.columns.status',
                  t(`calls.statuses.${info.status}`, { defaultValue: info.status }),
                ],
                ['calls.columns.duration', formatDuration(info.duration)],
                ['calls.columns.started', formatDateTime(info.started_at)],
                ['calls.edit.endedAt', info.ended_at ? formatDateTime(info.ended_at) : '–'],
                ['calls.source', t(`calls.sources.${info.source}`)],
                ['calls.columns.agent', info.agent_name ?? '–'],
                ['calls.switchCallId', info.switch_call_id],
                ['calls.disposition', data.disposition ?? '–'],
              ] as const
            ).map(([label, value]) => (
              <Group key={label} gap="xs">
                <Text size="sm" c="dimmed" w={140}>
                  {t(label)}
                </Text>
                <Text size="sm">{value}</Text>
              </Group>
            ))}
            <DrawerSection title={t('objectDrawer.linked')}>
              <LinkedList items={linksOf(info, t)} />
            </DrawerSection>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="feedback" pt="sm">
          {data.feedback_rating === null && !data.feedback_comment ? (
            <Text size="sm" c="dimmed">
              {t('calls.noFeedback')}
            </Text>
          ) : (
            <Stack gap="xs">
              <Rating value={data.feedback_rating ?? 0} readOnly />
              <Text size="sm">{data.feedback_comment}</Text>
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="transcript" pt="sm">
          <Transcript detail={data} />
        </Tabs.Panel>
        <Tabs.Panel value="summary" pt="sm">
          <Title order={3} size="h6">
            {t('calls.tabs.summary')}
          </Title>
          <Text size="sm">{data.summary ?? t('calls.noSummary')}</Text>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <AuditHistory entries={data.history} actionsKey="calls.historyActions" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
