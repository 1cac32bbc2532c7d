import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Audience, Campaign } from '@switchboard/contract/campaigns';
import { formatNumber } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { useAudiencePreviewQuery } from './api';

/**
 * How many people a campaign that has not started yet reaches, counted as the editor counted
 * them (its recipients are made only when sending starts); undefined once it started.
 */
export function useAudienceBeforeStart(campaign: Campaign): number | undefined {
  const notStarted = !campaign.started_at;
  const { data } = useAudiencePreviewQuery(
    { ...campaign.audience, channel: campaign.channel },
    { skip: !notStarted },
  );
  return notStarted ? data?.count : undefined;
}

/** A saved campaign's audience filter, as the editor's fields read it, and the count it reaches. */
export function SavedAudience({ campaign, count }: { campaign: Campaign; count?: number }) {
  const { t } = useTranslation();
  const chosen = Object.entries(campaign.audience as Record<string, string | undefined>).filter(
    (entry): entry is [keyof Audience & string, string] => Boolean(entry[1]),
  );
  return (
    <Card withBorder data-testid="campaign-audience">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t(`campaigns.audienceOf.${campaign.channel}`)}
        </Text>
        <Group gap="xs">
          {chosen.length === 0 ? (
            <Badge variant="light" color="gray">
              {t('campaigns.everyone')}
            </Badge>
          ) : (
            chosen.map(([key, value]) => (
              <Badge key={key} variant="light" tt="none" data-testid={`campaign-audience-${key}`}>
                {t(`campaigns.filter.${key}`)}: {t(`campaigns.choice.${key}.${value}`)}
              </Badge>
            ))
          )}
        </Group>
        {count !== undefined && (
          <Text size="sm" data-testid="campaign-audience-count">
            {t('campaigns.audienceCount', { count, n: formatNumber(count) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
