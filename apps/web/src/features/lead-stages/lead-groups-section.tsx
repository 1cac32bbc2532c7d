import { Badge, Table } from '@mantine/core';
import {
  createLeadGroupBody,
  updateLeadGroupBody,
  type LeadGroup,
} from '@switchboard/contract/lead-stages';
import { useTranslation } from 'react-i18next';
import type { IntegrationSectionProps } from '../../lib/slots';
import { runAction } from '../../ui/run-action';
import {
  useCreateLeadGroupMutation,
  useDeleteLeadGroupMutation,
  useOrgLeadGroupsQuery,
  useUpdateLeadGroupMutation,
} from './api';
import { LeadItemsCard } from './lead-items-card';
import { useTypeOptions } from './use-type-options';

/** The buckets an org sorts its leads into: add, rename, delete. */
export default function LeadGroupsSection({ orgId }: IntegrationSectionProps) {
  const { t } = useTranslation();
  const { data: groups, isLoading } = useOrgLeadGroupsQuery(orgId);
  const types = useTypeOptions('group');
  const [create] = useCreateLeadGroupMutation();
  const [update] = useUpdateLeadGroupMutation();
  const [remove] = useDeleteLeadGroupMutation();

  return (
    <LeadItemsCard<LeadGroup>
      kind="group"
      labels={{
        title: t('lead-stages.groupsTitle'),
        add: t('lead-stages.addGroup'),
        edit: t('lead-stages.editGroup'),
        empty: t('lead-stages.noGroups'),
      }}
      items={groups}
      isLoading={isLoading}
      defaultType="GENERAL"
      types={types}
      cells={(group) => (
        <>
          <Table.Td fw={500}>{group.name}</Table.Td>
          <Table.Td>
            <Badge variant="light" color="grape">
              {t(`lead-stages.groupTypes.${group.type}`)}
            </Badge>
          </Table.Td>
        </>
      )}
      orgId={orgId}
      schemas={{ create: createLeadGroupBody, update: updateLeadGroupBody }}
      send={(body, editing) =>
        editing === 'new'
          ? create(createLeadGroupBody.parse(body))
          : update({ id: editing.id, orgId, body: updateLeadGroupBody.parse(body) })
      }
      onDelete={(group) =>
        void runAction({
          confirm: {
            title: t('lead-stages.deleteGroupTitle'),
            message: t('lead-stages.deleteGroupText', { name: group.name }),
            danger: true,
          },
          run: () => remove({ id: group.id, orgId }),
          success: (d) => d.message,
        })
      }
    />
  );
}
