import { Select } from '@mantine/core';
import { internalLeadStages, type InternalLeadStage } from '@switchboard/contract/internal-leads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMembersQuery } from '../../lib/api/staff-api';
import { BulkActionBar, bulkRows, type BulkTarget } from '../../ui/bulk-action-bar';
import type { RowSelection } from '../../ui/data-table/row-selection';
import {
  useBulkInternalLeadsMutation,
  useCountInternalLeadsBulkMutation,
  type LeadBulkFilter,
} from './api';

/** The lead lists' bulk actions: assign an owner, or move to a stage (WON is by converting). */
export function LeadsBulkBar({
  selection,
  filter,
  total,
  pageSize,
}: {
  selection: RowSelection;
  filter: LeadBulkFilter;
  total: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const [bulk] = useBulkInternalLeadsMutation();
  const [count] = useCountInternalLeadsBulkMutation();
  const { data: staff = [] } = useStaffMembersQuery();
  const [owner, setOwner] = useState<string | null>(null);
  const [stage, setStage] = useState<InternalLeadStage | null>(null);
  const send = (change: { owner_id?: number; stage?: InternalLeadStage }) => (target: BulkTarget) =>
    bulk({ change, ...bulkRows(target, filter) }).unwrap();
  const ownerName = staff.find((s) => String(s.id) === owner)?.name ?? '';
  return (
    <BulkActionBar
      selection={selection}
      total={total}
      pageSize={pageSize}
      countMatching={() => count(filter).unwrap()}
      controls={
        <>
          <Select
            size="xs"
            aria-label={t('internal-leads.owner')}
            placeholder={t('internal-leads.owner')}
            searchable
            value={owner}
            onChange={setOwner}
            data={staff.map((s) => ({ value: String(s.id), label: s.name }))}
            w={180}
            data-testid="bulk-owner-choice"
          />
          <Select
            size="xs"
            aria-label={t('internal-leads.stage')}
            placeholder={t('internal-leads.stage')}
            value={stage}
            onChange={(value) => setStage(value as InternalLeadStage | null)}
            data={internalLeadStages
              .filter((s) => s !== 'WON')
              .map((s) => ({ value: s, label: t(`internal-leads.stages.${s}`) }))}
            w={150}
            data-testid="bulk-stage-choice"
          />
        </>
      }
      actions={[
        {
          key: 'assign',
          label: t('internal-leads.bulkAssign'),
          question: (n) => t('internal-leads.bulkAssignQuestion', { count: n, name: ownerName }),
          disabled: owner === null,
          send: send({ owner_id: Number(owner) }),
        },
        {
          key: 'stage',
          label: t('internal-leads.bulkStage'),
          question: (n) =>
            t('internal-leads.bulkStageQuestion', {
              count: n,
              stage: stage ? t(`internal-leads.stages.${stage}`) : '',
            }),
          disabled: stage === null,
          send: send(stage ? { stage } : {}),
        },
      ]}
    />
  );
}
