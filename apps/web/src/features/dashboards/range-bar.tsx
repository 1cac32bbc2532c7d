import { Group, SegmentedControl } from '@mantine/core';
import { indiaDate } from '@switchboard/contract/india-time';
import {
  dashboardGranularities,
  dashboardPresets,
  presetOf,
} from '@switchboard/contract/rules/dashboard-range';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../ui/date-range-input';
import type { useDashboardRange } from './use-dashboard-range';

type Props = { control: ReturnType<typeof useDashboardRange> };

/** The charts' days (a preset, or any range of India days up to today) and bar size. */
export function RangeBar({ control }: Props) {
  const { t } = useTranslation();
  const { range } = control;
  const preset = presetOf(range) ?? '';
  return (
    <Group align="end" gap="md" data-testid="dashboard-range">
      <SegmentedControl
        aria-label={t('dashboards.charts.range.presets')}
        value={preset}
        onChange={(value) => control.setPreset(value as (typeof dashboardPresets)[number])}
        data={dashboardPresets.map((p) => ({ value: p, label: t(`dashboards.charts.range.${p}`) }))}
        data-testid="range-presets"
      />
      <DateRangeInput
        label={t('dashboards.charts.range.days')}
        from={range.from}
        to={range.to}
        maxDate={indiaDate()}
        clearable={false}
        onChange={(from, to) => {
          if (from && to) control.setDays({ from, to });
        }}
        testId="range-days"
      />
      <SegmentedControl
        aria-label={t('dashboards.charts.range.granularity')}
        value={range.granularity}
        onChange={(value) =>
          control.setGranularity(value as (typeof dashboardGranularities)[number])
        }
        data={dashboardGranularities.map((g) => ({
          value: g,
          label: t(`dashboards.charts.bars.${g}`),
        }))}
        data-testid="range-granularity"
      />
    </Group>
  );
}
