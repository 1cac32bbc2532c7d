import { ActionIcon, Badge, Table } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import {
  createLeadStageBody,
  updateLeadStageBody,
  type LeadStage,
} from '@switchboard/contract/lead-stages';
import { useTranslation } from 'react-i18next';
import type { IntegrationSectionProps } from '../../lib/slots';
import { runAction } from '../../ui/run-action';
import {
  useCreateLeadStageMutation,
  useDeleteLeadStageMutation,
  useMoveLeadStageMutation,
  useOrgLeadStagesQuery,
  useUpdateLeadStageMutation,
} from './api';
import { LeadItemsCard } from './lead-items-card';
import { useTypeOptions } from './use-type-options';

const typeColor = { OPEN: 'blue', WON: 'green', LOST: 'red' } as const;

/** An org's lead pipeline in order: move stages up or down, add, rename, delete. */
export default function LeadStagesSection({ orgId }: IntegrationSectionProps) {
  const { t } = useTranslation();
  const { data: stages, isLoading } = useOrgLeadStagesQuery(orgId);
  const types = useTypeOptions('stage');
  const [create] = useCreateLeadStageMutation();
  const [update] = useUpdateLeadStageMutation();
  const [move, moving] = useMoveLeadStageMutation();
  const [remove] = useDeleteLeadStageMutation();

  const moveTo = (stage: LeadStage, position: number) =>
    void runAction({
      run: () => move({ id: stage.id, orgId, position }),
      success: (d) => d.message,
    });
  const count = stages?.length ?? 0;

  return (
    <LeadItemsCard<LeadStage>
      kind="stage"
      labels={{
        title: t('lead-stages.stagesTitle'),
        add: t('lead-stages.addStage'),
        edit: t('lead-stages.editStage'),
        empty: t('lead-stages.noStages'),
      }}
      items={stages}
      isLoading={isLoading}
      defaultType="OPEN"
      types={types}
      cells={(stage) => (
        <>
          <Table.Td w={40} c="dimmed">
            {stage.position}
          </Table.Td>
          <Table.Td fw={500}>{stage.name}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={typeColor[stage.type]}>
              {t(`lead-stages.stageTypes.${stage.type}`)}
            </Badge>
          </Table.Td>
        </>
      )}
      extraActions={(stage) => (
        <>
          <ActionIcon
            variant="subtle"
            aria-label={t('lead-stages.moveUp', { name: stage.name })}
            disabled={stage.position === 1 || moving.isLoading}
            onClick={() => moveTo(stage, stage.position - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('lead-stages.moveDown', { name: stage.name })}
            disabled={stage.position === count || moving.isLoading}
            onClick={() => moveTo(stage, stage.position + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </>
      )}
      orgId={orgId}
      schemas={{ create: createLeadStageBody, update: updateLeadStageBody }}
      send={(body, editing) =>
        editing === 'new'
          ? create(createLeadStageBody.parse(body))
          : update({ id: editing.id, orgId, body: updateLeadStageBody.parse(body) })
      }
      onDelete={(stage) =>
        void runAction({
          confirm: {
            title: t('lead-stages.deleteStageTitle'),
            message: t('lead-stages.deleteStageText', { name: stage.name }),
            danger: true,
          },
          run: () => remove({ id: stage.id, orgId }),
          success: (d) => d.message,
        })
      }
    />
  );
}
