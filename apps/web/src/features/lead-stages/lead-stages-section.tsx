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
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  createLeadStageBody,
  updateLeadStageBody,
  type LeadStage,
} from '@switchboard/contract/lead-stages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationSectionProps } from '../../app/integration-sections';
import { runAction } from '../../ui/run-action';
import {
  useCreateLeadStageMutation,
  useDeleteLeadStageMutation,
  useMoveLeadStageMutation,
  useOrgLeadStagesQuery,
  useUpdateLeadStageMutation,
} from './api';
import { LeadItemForm } from './lead-item-form';
import { saveLeadItem } from './save-lead-item';
import { useTypeOptions } from './use-type-options';

const typeColor = { OPEN: 'blue', WON: 'green', LOST: 'red' } as const;

/** An org's lead pipeline in order: move stages up or down, add, rename, delete. */
export default function LeadStagesSection({ orgId }: IntegrationSectionProps) {
  const { t } = useTranslation();
  const { data: stages, isLoading } = useOrgLeadStagesQuery(orgId);
  const types = useTypeOptions('stage');
  const [editing, setEditing] = useState<LeadStage | 'new' | null>(null);
  const [create, creating] = useCreateLeadStageMutation();
  const [update, updating] = useUpdateLeadStageMutation();
  const [move, moving] = useMoveLeadStageMutation();
  const [remove] = useDeleteLeadStageMutation();
  const close = () => setEditing(null);

  const submit = (values: { name: string; type: string }) =>
    editing === 'new'
      ? saveLeadItem(
          createLeadStageBody,
          { org_id: orgId, ...values },
          (body) => create(body),
          close,
        )
      : saveLeadItem(
          updateLeadStageBody,
          values,
          (body) => update({ id: (editing as LeadStage).id, orgId, body }),
          close,
        );

  const moveTo = (stage: LeadStage, position: number) =>
    runAction({ run: () => move({ id: stage.id, orgId, position }), success: (d) => d.message });

  const confirmDelete = (stage: LeadStage) =>
    runAction({
      confirm: {
        title: t('lead-stages.deleteStageTitle'),
        message: t('lead-stages.deleteStageText', { name: stage.name }),
        danger: true,
      },
      run: () => remove({ id: stage.id, orgId }),
      success: (d) => d.message,
    });

  const count = stages?.length ?? 0;
  return (
    <Card withBorder data-testid="lead-stages-section">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('lead-stages.stagesTitle')}
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setEditing('new')}
          data-testid="add-lead-stage"
        >
          {t('lead-stages.addStage')}
        </Button>
      </Group>
      {isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : count === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('lead-stages.noStages')}
        </Text>
      ) : (
        <Table highlightOnHover data-testid="lead-stage-list">
          <Table.Tbody>
            {stages?.map((stage) => (
              <Table.Tr key={stage.id} data-testid="lead-stage-row">
                <Table.Td w={40} c="dimmed">
                  {stage.position}
                </Table.Td>
                <Table.Td fw={500}>{stage.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={typeColor[stage.type]}>
                    {t(`lead-stages.stageTypes.${stage.type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('lead-stages.moveUp', { name: stage.name })}
                      disabled={stage.position === 1 || moving.isLoading}
                      onClick={() => void moveTo(stage, stage.position - 1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('lead-stages.moveDown', { name: stage.name })}
                      disabled={stage.position === count || moving.isLoading}
                      onClick={() => void moveTo(stage, stage.position + 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('lead-stages.edit', { name: stage.name })}
                      onClick={() => setEditing(stage)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('lead-stages.delete', { name: stage.name })}
                      onClick={() => void confirmDelete(stage)}
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
        title={t(editing === 'new' ? 'lead-stages.addStage' : 'lead-stages.editStage')}
      >
        {editing !== null && (
          <LeadItemForm
            initial={
              editing === 'new'
                ? { name: '', type: 'OPEN' }
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
