import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

type FilterBarProps = {
  /** The filters: a SearchInput, selects, switches, in reading order. */
  children: ReactNode;
  /** What acts on the list (create, record), on the right. */
  actions?: ReactNode;
  /**
   * Labelled inputs line up on their boxes (`flex-end`); a bar whose search can show an error
   * under it lines up on the labels instead (`flex-start`), so the error does not lift the box.
   */
  align?: 'flex-end' | 'flex-start';
  'data-testid'?: string;
};

/** The one filter bar of the lists: filters on the left, wrapping on narrow screens; actions on the right. */
export function FilterBar({ children, actions, align = 'flex-end', ...rest }: FilterBarProps) {
  const filters = (
    <Group align={align} gap="sm" wrap="wrap" data-testid={rest['data-testid']}>
      {children}
    </Group>
  );
  if (!actions) return filters;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      {filters}
      {actions}
    </Group>
  );
}
