import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { CatalogueView } from '@switchboard/contract/catalogue';
import { IconPencil, IconPlus } from '@tabler/icons-react';

export type Plan = CatalogueView['plans'][number];
export type Addon = CatalogueView['addons'][number];
/** What the catalogue has open in its dialog: a plan, a plan's variant or an add-on (null: new). */
export type Editing =
  | { kind: 'plan'; plan: Plan | null }
  | { kind: 'variant'; plan: Plan; variant: Plan['variants'][number] | null }
  | { kind: 'addon'; addon: Addon | null };

/** A button of the catalogue: what it says, what it does, how a test finds it. */
type ButtonProps = { label: string; onClick: () => void; testId: string };

/** The pencil beside a plan, variant or add-on, for one who may change the catalogue. */
export function EditButton({ label, onClick, testId }: ButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick} data-testid={testId}>
        <IconPencil size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** "New plan", "New add-on": above their table, at the right. */
export function NewButton({ label, onClick, testId }: ButtonProps) {
  return (
    <Group justify="flex-end" mb="sm">
      <Button leftSection={<IconPlus size={16} />} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    </Group>
  );
}
