import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { useChannelModesQuery } from './api';

function SandboxBadge({
  channels,
  testId,
  wrap = false,
}: {
  channels: string;
  testId: string;
  /** In the header: the whole sentence on up to two lines, never cut short. */
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('outbox.sandboxHint')} multiline w={280} withArrow>
      <Badge
        color="orange"
        variant="light"
        tt="none"
        styles={
          wrap
            ? {
                root: { height: 'auto', paddingBlock: 2, maxWidth: 340 },
                label: { whiteSpace: 'normal', lineHeight: 1.25 },
              }
            : undefined
        }
        data-testid={testId}
        style={{ cursor: 'help' }}
      >
        {t('outbox.sandbox', { channels })}
      </Badge>
    </Tooltip>
  );
}

/**
 * "Sandbox: SMS are not delivered": the channels without a configured provider, so staff never
 * believe a message went out when it only reached the outbox. Nothing when every channel is
 * real. The header shows one badge naming them all; the Outbox page one per channel.
 */
export function SandboxBadges({ perChannel = false }: { perChannel?: boolean }) {
  const { t } = useTranslation();
  const allowed = useAppAbility().can('read', 'Outbox');
  const { data } = useChannelModesQuery(undefined, { skip: !allowed });
  const sandboxed = (data ?? []).filter((m) => m.sandbox);
  if (sandboxed.length === 0) return null;
  const name = (channel: string) => t(`outbox.channelsShort.${channel}`);
  if (!perChannel)
    return (
      <SandboxBadge
        channels={sandboxed.map((m) => name(m.channel)).join(', ')}
        testId="sandbox-badge"
        wrap
      />
    );
  return (
    <Group gap="xs" data-testid="sandbox-channels">
      {sandboxed.map((m) => (
        <SandboxBadge key={m.channel} channels={name(m.channel)} testId={`sandbox-${m.channel}`} />
      ))}
    </Group>
  );
}

/** The header's badge (loaded apart from the page, so the first screen stays small). */
export default function HeaderSandboxBadge() {
  return <SandboxBadges />;
}
