import type { BarChartSeries } from '@mantine/charts';
import { useNavigate } from 'react-router';

/** What recharts hands a bar's shape: where to draw it and the datum it stands for. */
type ShapeProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  fillOpacity?: number;
  payload: Record<string, unknown>;
};

/**
 * BarChart `barProps` that make every bar (and each stacked segment) open the list it counts:
 * `linkOf` gives the address for the series and the bar's datum, or null when there is none.
 * Each bar is drawn as a plain rect naming its series, key and value, so a test (or a person
 * with the inspector) can find a segment.
 */
export function useClickableBars<T>(
  keyOf: (datum: T) => string,
  linkOf: (series: string, datum: T) => string | null,
) {
  const navigate = useNavigate();
  return (series: BarChartSeries) => ({
    onClick: (bar: { payload?: T }) => {
      const link = bar.payload ? linkOf(series.name, bar.payload) : null;
      if (link) void navigate(link);
    },
    shape: (props: unknown) => {
      const { x, y, width, height, fill, fillOpacity, payload } = props as ShapeProps;
      const datum = payload as T;
      const link = linkOf(series.name, datum);
      return (
        <rect
          x={width < 0 ? x + width : x}
          y={height < 0 ? y + height : y}
          width={Math.abs(width)}
          height={Math.abs(height)}
          fill={fill}
          fillOpacity={fillOpacity}
          rx={2}
          style={link ? { cursor: 'pointer' } : undefined}
          data-series={series.name}
          data-key={keyOf(datum)}
          data-value={String(payload[series.name] ?? '')}
        />
      );
    },
  });
}
