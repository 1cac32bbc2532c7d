import { Button, Group } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  /** Clears every filter (given only while one is set): "Reset filters" after them. */
  onReset?: (() => void) | undefined;
  'data-testid'?: string;
};

/** The one filter bar of the lists: filters on the left, wrapping on narrow screens; actions on the right. */
export function FilterBar({
  children,
  actions,
  align = 'flex-end',
  onReset,
  ...rest
}: FilterBarProps) {
  const { t } = useTranslation();
  const filters = (
    <Group align={align} gap="sm" wrap="wrap" data-testid={rest['data-testid']}>
      {children}
      {onReset && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={onReset}
          data-testid="reset-filters"
        >
          {t('table.resetFilters')}
        </Button>
      )}
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
