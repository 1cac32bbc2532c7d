import { Alert, Button, Center, Chip, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { timelineKinds, type TimelineKind } from '@switchboard/contract/timeline';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { useUrlParams } from '../../ui/use-list-params';
import { useOrgTimelineQuery } from './api';
import { kindLooks } from './kind-looks';
import { TimelineEntryView } from './timeline-entry';
import { kindsFromParam, kindsParam, toggleKind } from './timeline-kinds';

/** The kinds to show, as chips: none picked is every kind ("All"). */
function KindFilter({
  kinds,
  onChange,
}: {
  kinds: TimelineKind[];
  onChange: (kinds: TimelineKind[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="timeline-kind-filter">
      <Chip
        checked={kinds.length === 0}
        onChange={() => onChange([])}
        size="sm"
        wrapperProps={{ 'data-testid': 'timeline-kind-all' }}
      >
        {t('timeline.allKinds')}
      </Chip>
      {timelineKinds.map((kind) => (
        <Chip
          key={kind}
          checked={kinds.includes(kind)}
          onChange={() => onChange(toggleKind(kinds, kind))}
          color={kindLooks[kind].color}
          size="sm"
          wrapperProps={{ 'data-testid': `timeline-kind-${kind}` }}
        >
          {t(`timeline.kinds.${kind}`)}
        </Chip>
      ))}
    </Group>
  );
}

/**
 * One page of entries; "Load older" mounts the next page below it, which starts after this
 * page's last entry (the server's cursor), so entries added meanwhile never shift the pages.
 */
function TimelinePageView({
  orgId,
  kinds,
  before,
}: {
  orgId: number;
  kinds: TimelineKind[];
  before?: string;
}) {
  const { t } = useTranslation();
  const [older, setOlder] = useState<string | null>(null);
  const { data, error, isLoading } = useOrgTimelineQuery({ orgId, kinds, before });
  if (isLoading)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" data-testid="timeline-error">
        {errorMessage(error)}
      </Alert>
    );
  if (!data) return null;
  if (data.rows.length === 0 && !before)
    return (
      <Stack align="center" gap={4} py="xl" data-testid="timeline-empty">
        <IconTimeline size={32} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text c="dimmed" size="sm">
          {t(kinds.length ? 'timeline.emptyFiltered' : 'timeline.empty')}
        </Text>
      </Stack>
    );
  return (
    <>
      {data.rows.map((entry, index) => (
        <Fragment key={`${entry.kind}-${entry.id}`}>
          {index > 0 || before ? <Divider /> : null}
          <TimelineEntryView entry={entry} />
        </Fragment>
      ))}
      {older ? (
        <TimelinePageView orgId={orgId} kinds={kinds} before={older} />
      ) : data.next_before ? (
        <Center pt="sm">
          <Button
            variant="light"
            size="xs"
            onClick={() => setOlder(data.next_before)}
            data-testid="timeline-older"
          >
            {t('timeline.older')}
          </Button>
        </Center>
      ) : before ? (
        <Text c="dimmed" size="xs" ta="center" pt="sm">
          {t('timeline.beginning')}
        </Text>
      ) : null}
    </>
  );
}

/** Every event of the team in one list, newest first, narrowed to the kinds picked (kept in the URL). */
export default function TeamTabTimeline({ orgId }: TeamTabProps) {
  const [params, update] = useUrlParams();
  const kinds = kindsFromParam(params.get('kinds'));
  return (
    <Stack gap="sm" data-testid="timeline-tab">
      <KindFilter kinds={kinds} onChange={(next) => update({ kinds: kindsParam(next) })} />
      {/* A new filter starts again from the newest entries. */}
      <Stack gap={0} key={kinds.join(',')}>
        <TimelinePageView orgId={orgId} kinds={kinds} />
      </Stack>
    </Stack>
  );
}
