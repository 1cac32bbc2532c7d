import { Group, Stack, Text } from '@mantine/core';
import { formatDate, formatNumber } from '@switchboard/contract/format';

type Series = { name: string; color: string; values: number[] };
type BarsProps = {
  title: string;
  /** One group of bars per key: an India day (YYYY-MM-DD) by default, or what `formatKey` reads. */
  keys: string[];
  series: Series[];
  testId: string;
  formatKey?: (key: string) => string;
};

const WIDTH = 720;
const HEIGHT = 120;
/** A lone bar (one day, one hour) stays a bar, not a block across the chart. */
const MAX_GROUP_WIDTH = 60;

/**
 * A light bar chart in plain SVG: for each key (a day, an hour) one bar per series side by
 * side, the key, series and value in each bar's tooltip; a legend when there are several.
 */
export function SeriesBars({ title, keys, series, testId, formatKey = formatDate }: BarsProps) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const step = WIDTH / Math.max(1, keys.length);
  const group = Math.min(step * 0.7, MAX_GROUP_WIDTH);
  const bar = group / Math.max(1, series.length);
  const first = keys[0] ? formatKey(keys[0]) : '';
  const last = keys.length > 1 ? formatKey(keys.at(-1)!) : '';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`}
        width="100%"
        role="img"
        aria-label={title}
        data-testid={testId}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-gray-4)" />
        {keys.map((key, i) => (
          <g key={key}>
            {series.map((s, j) => {
              const value = s.values[i] ?? 0;
              const h = (value / max) * (HEIGHT - 14);
              return (
                <rect
                  key={s.name}
                  x={i * step + (step - group) / 2 + j * bar}
                  y={HEIGHT - h}
                  width={bar * 0.9}
                  height={Math.max(h, value > 0 ? 1 : 0)}
                  fill={s.color}
                  rx={2}
                  data-series={s.name}
                  data-value={value}
                >
                  <title>{`${formatKey(key)}${series.length > 1 ? `, ${s.name}` : ''}: ${formatNumber(value)}`}</title>
                </rect>
              );
            })}
          </g>
        ))}
        <text x={0} y={HEIGHT + 13} fontSize={11} fill="var(--mantine-color-dimmed)">
          {first}
        </text>
        <text
          x={WIDTH}
          y={HEIGHT + 13}
          fontSize={11}
          textAnchor="end"
          fill="var(--mantine-color-dimmed)"
        >
          {last}
        </text>
        <text x={WIDTH} y={10} fontSize={11} textAnchor="end" fill="var(--mantine-color-dimmed)">
          {formatNumber(max)}
        </text>
      </svg>
      {series.length > 1 && (
        <Group gap="md">
          {series.map((s) => (
            <Group key={s.name} gap={6}>
              <svg width={10} height={10} aria-hidden>
                <rect width={10} height={10} rx={2} fill={s.color} />
              </svg>
              <Text size="xs">
                {s.name}: {formatNumber(s.values.reduce((a, b) => a + b, 0))}
              </Text>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}

type Props = {
  title: string;
  days: { date: string; value: number }[];
  color: string;
  testId: string;
};

/** One value a day: the day and value in each bar's tooltip. */
export function DayBars({ title, days, color, testId }: Props) {
  return (
    <SeriesBars
      title={title}
      keys={days.map((d) => d.date)}
      series={[{ name: title, color, values: days.map((d) => d.value) }]}
      testId={testId}
    />
  );
}
