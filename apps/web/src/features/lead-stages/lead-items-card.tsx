import { ActionIcon, Button, Card, Center, Group, Loader, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LeadItemDialog } from './lead-item-dialog';

type Outcome = { data?: { message: string }; error?: unknown };

type LeadItem = { id: number; name: string; type: string };

interface LeadItemsCardProps<T extends LeadItem> {
  /** `stage` or `group`: names the test ids (`lead-stage-row`, `add-lead-group`, ...). */
  kind: 'stage' | 'group';
  labels: { title: string; add: string; edit: string; empty: string };
  items: T[] | undefined;
  isLoading: boolean;
  /** The type a new item starts with. */
  defaultType: string;
  types: { value: string; label: string }[];
  orgId: number;
  /** The contract's schemas of a new item's body and of a change's. */
  schemas: { create: z.ZodType; update: z.ZodType };
  /** The row's own cells, before the action buttons. */
  cells: (item: T) => ReactNode;
  /** Buttons shown before edit and delete (e.g. move up and down). */
  extraActions?: (item: T) => ReactNode;
  /** Sends a checked body: a new item (`editing` is 'new') or a change to one. */
  send: (body: unknown, editing: T | 'new') => Promise<Outcome>;
  onDelete: (item: T) => void;
}

/** A titled list of an org's lead stages or groups with add, edit and delete: one layout for both. */
export function LeadItemsCard<T extends LeadItem>({
  kind,
  labels,
  items,
  isLoading,
  defaultType,
  types,
  orgId,
  schemas,
  cells,
  extraActions,
  send,
  onDelete,
}: LeadItemsCardProps<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <Card withBorder data-testid={`lead-${kind}s-section`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {labels.title}
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setEditing('new')}
          data-testid={`add-lead-${kind}`}
        >
          {labels.add}
        </Button>
      </Group>
      {isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : !items?.length ? (
        <Text c="dimmed" ta="center" py="md">
          {labels.empty}
        </Text>
      ) : (
        <Table highlightOnHover data-testid={`lead-${kind}-list`}>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-testid={`lead-${kind}-row`}>
                {cells(item)}
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {extraActions?.(item)}
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('lead-stages.edit', { name: item.name })}
                      onClick={() => setEditing(item)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('lead-stages.delete', { name: item.name })}
                      onClick={() => onDelete(item)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing !== null && (
        <LeadItemDialog
          title={editing === 'new' ? labels.add : labels.edit}
          initial={
            editing === 'new'
              ? { name: '', type: defaultType }
              : { name: editing.name, type: editing.type }
          }
          types={types}
          schema={editing === 'new' ? schemas.create : schemas.update}
          orgId={editing === 'new' ? orgId : undefined}
          send={(body) => send(body, editing)}
          onClose={close}
        />
      )}
    </Card>
  );
}
