import { Stack, Text } from '@mantine/core';
import { formatDate, formatNumber } from '@switchboard/contract/format';

type Props = {
  title: string;
  days: { date: string; value: number }[];
  color: string;
  testId: string;
};

const WIDTH = 720;
const HEIGHT = 120;

/** A light per-day bar chart in plain SVG: one bar a day, the day and value in each bar's tooltip. */
export function DayBars({ title, days, color, testId }: Props) {
  const max = Math.max(1, ...days.map((d) => d.value));
  const step = WIDTH / Math.max(1, days.length);
  // India dates (YYYY-MM-DD) shown the Indian way: '24 Oct 2026'.
  const firstDay = days[0];
  const lastDay = days.at(-1);
  const first = firstDay ? formatDate(firstDay.date) : '';
  const last = lastDay ? formatDate(lastDay.date) : '';
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
        {days.map((d, i) => {
          const h = (d.value / max) * (HEIGHT - 14);
          return (
            <g key={d.date}>
              <title>{`${formatDate(d.date)}: ${formatNumber(d.value)}`}</title>
              <rect
                x={i * step + step * 0.15}
                y={HEIGHT - h}
                width={step * 0.7}
                height={Math.max(h, d.value > 0 ? 1 : 0)}
                fill={color}
                rx={2}
              />
            </g>
          );
        })}
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
    </Stack>
  );
}
