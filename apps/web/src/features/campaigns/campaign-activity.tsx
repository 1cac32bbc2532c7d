import { useEffect } from 'react';
import { Card } from '@mantine/core';
import { formatDate, formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { SeriesBars } from '../../ui/day-bars';
import { useCampaignActivityQuery } from './api';
import { useAdaptivePolling } from '../../lib/polling';

const series = [
  { key: 'sent', color: 'var(--mantine-color-blue-6)' },
  { key: 'delivered', color: 'var(--mantine-color-green-7)' },
  { key: 'clicked', color: 'var(--mantine-color-grape-6)' },
] as const;

/**
 * Sends, deliveries and first clicks over time: per India hour, or per day for a long
 * campaign. Clicks go on arriving after the last send, so it keeps looking while on screen.
 */
export function CampaignActivity({ id }: { id: number }) {
  const { t } = useTranslation();
  const [pollingInterval, answered] = useAdaptivePolling(5000);
  const { data, fulfilledTimeStamp } = useCampaignActivityQuery(id, {
    pollingInterval,
    skipPollingIfUnfocused: true,
  });
  useEffect(() => answered(data, fulfilledTimeStamp), [answered, data, fulfilledTimeStamp]);
  if (!data || data.points.length === 0) return null;
  return (
    <Card withBorder data-testid="campaign-activity">
      <SeriesBars
        title={t(data.unit === 'hour' ? 'campaigns.activityHourly' : 'campaigns.activityDaily')}
        keys={data.points.map((p) => p.at)}
        series={series.map(({ key, color }) => ({
          name: t(`campaigns.activity.${key}`),
          color,
          values: data.points.map((p) => p[key]),
        }))}
        testId="campaign-activity-chart"
        formatKey={data.unit === 'hour' ? formatDateTime : formatDate}
      />
    </Card>
  );
}
