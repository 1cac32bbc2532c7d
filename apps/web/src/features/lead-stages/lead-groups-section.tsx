import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  createLeadGroupBody,
  updateLeadGroupBody,
  type LeadGroup,
} from '@switchboard/contract/lead-stages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationSectionProps } from '../../app/integration-sections';
import { runAction } from '../../ui/run-action';
import {
  useCreateLeadGroupMutation,
  useDeleteLeadGroupMutation,
  useOrgLeadGroupsQuery,
  useUpdateLeadGroupMutation,
} from './api';
import { LeadItemForm } from './lead-item-form';
import { saveLeadItem } from './save-lead-item';
import { useTypeOptions } from './use-type-options';

/** The buckets an org sorts its leads into: add, rename, delete. */
export default function LeadGroupsSection({ orgId }: IntegrationSectionProps) {
  const { t } = useTranslation();
  const { data: groups, isLoading } = useOrgLeadGroupsQuery(orgId);
  const types = useTypeOptions('group');
  const [editing, setEditing] = useState<LeadGroup | 'new' | null>(null);
  const [create, creating] = useCreateLeadGroupMutation();
  const [update, updating] = useUpdateLeadGroupMutation();
  const [remove] = useDeleteLeadGroupMutation();
  const close = () => setEditing(null);

  const submit = (values: { name: string; type: string }) =>
    editing === 'new'
      ? saveLeadItem(
          createLeadGroupBody,
          { org_id: orgId, ...values },
          (body) => create(body),
          close,
        )
      : saveLeadItem(
          updateLeadGroupBody,
          values,
          (body) => update({ id: (editing as LeadGroup).id, orgId, body }),
          close,
        );

  const confirmDelete = (group: LeadGroup) =>
    runAction({
      confirm: {
        title: t('lead-stages.deleteGroupTitle'),
        message: t('lead-stages.deleteGroupText', { name: group.name }),
        danger: true,
      },
      run: () => remove({ id: group.id, orgId }),
      success: (d) => d.message,
    });

  return (
    <Card withBorder data-testid="lead-groups-section">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('lead-stages.groupsTitle')}
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setEditing('new')}
          data-testid="add-lead-group"
        >
          {t('lead-stages.addGroup')}
        </Button>
      </Group>
      {isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : !groups?.length ? (
        <Text c="dimmed" ta="center" py="md">
          {t('lead-stages.noGroups')}
        </Text>
      ) : (
        <Table highlightOnHover>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.id} data-testid="lead-group-row">
                <Table.Td fw={500}>{group.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="grape">
                    {t(`lead-stages.groupTypes.${group.type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('lead-stages.edit', { name: group.name })}
                      onClick={() => setEditing(group)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('lead-stages.delete', { name: group.name })}
                      onClick={() => void confirmDelete(group)}
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
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing === 'new' ? 'lead-stages.addGroup' : 'lead-stages.editGroup')}
      >
        {editing !== null && (
          <LeadItemForm
            initial={
              editing === 'new'
                ? { name: '', type: 'GENERAL' }
                : { name: editing.name, type: editing.type }
            }
            types={types}
            submitting={creating.isLoading || updating.isLoading}
            onSubmit={submit}
            onCancel={close}
          />
        )}
      </Modal>
    </Card>
  );
}
