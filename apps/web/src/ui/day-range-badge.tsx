import { Badge, CloseButton } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';

/** India days as one phrase: one day alone, or both ends ("10 Mar 2025 – 12 Mar 2025"); '' for none. */
export function formatDayRange(from: string, to: string): string {
  if (!from && !to) return '';
  if (!to || from === to) return formatDate(from || to);
  if (!from) return `… – ${formatDate(to)}`;
  return `${formatDate(from)} – ${formatDate(to)}`;
}

type Props = { text: string; clearLabel: string; onClear: () => void; testId: string };

/**
 * A list's date range that came with a link (a dashboard figure opens its list for its days),
 * shown where the filters are, with the way back to every date.
 */
export function DayRangeBadge({ text, clearLabel, onClear, testId }: Props) {
  return (
    <Badge
      size="lg"
      variant="light"
      tt="none"
      rightSection={<CloseButton size="xs" aria-label={clearLabel} onClick={onClear} />}
      data-testid={testId}
    >
      {text}
    </Badge>
  );
}
