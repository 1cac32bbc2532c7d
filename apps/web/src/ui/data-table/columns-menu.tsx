import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A column the staff member may hide: its id (as the URL names it) and its header. */
export type ChoosableColumn = { id: string; label: string; visible: boolean };

type Props = {
  columns: ChoosableColumn[];
  /** The ids to hide from now on. */
  onChange: (hidden: string[]) => void;
};

/**
 * "Columns": a checkbox per column that can be hidden. The last column shown cannot be
 * unticked, so the table never loses every column.
 */
export function ColumnsMenu({ columns, onChange }: Props) {
  const { t } = useTranslation();
  const visibleCount = columns.filter((c) => c.visible).length;
  const toggle = (id: string, visible: boolean) =>
    onChange(columns.filter((c) => (c.id === id ? !visible : !c.visible)).map((c) => c.id));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={16} />}
          data-testid="columns-menu"
          aria-haspopup="dialog"
        >
          {t('table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('table.columnsHint')} data-testid="columns-dropdown">
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('table.columnsHint')}
          </Text>
          {columns.map((c) => (
            <Checkbox
              key={c.id}
              label={c.label}
              checked={c.visible}
              disabled={c.visible && visibleCount === 1}
              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
              data-testid={`column-toggle-${c.id}`}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
