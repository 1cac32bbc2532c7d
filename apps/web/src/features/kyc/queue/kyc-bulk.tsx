import { Group, MultiSelect, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar, bulkRows, type BulkTarget } from '../../../ui/bulk-action-bar';
import type { RowSelection } from '../../../ui/data-table/row-selection';
import { useBulkKycMutation, useCountKycBulkMutation, useKycReviewersQuery } from '../api';

/** The "Assign" picker's value for nobody (an unassignment). */
const NOBODY = 'nobody';

/**
 * The queue's bulk actions: assign the reviews to one reviewer (or to nobody), or ask the
 * customers to upload again with the reasons picked.
 */
export function KycBulkBar({
  selection,
  filter,
  total,
  pageSize,
  reasons,
}: {
  selection: RowSelection;
  filter: Record<string, unknown>;
  total: number;
  pageSize: number;
  reasons: string[];
}) {
  const { t } = useTranslation();
  const [bulk] = useBulkKycMutation();
  const [count] = useCountKycBulkMutation();
  const { data: reviewers = [] } = useKycReviewersQuery(undefined, { skip: selection.count === 0 });
  const [picked, setPicked] = useState<string[]>([]);
  const [assignTo, setAssignTo] = useState<string | null>(null);
  const assigneeId = assignTo === null || assignTo === NOBODY ? null : Number(assignTo);
  const assigneeName = reviewers.find((r) => r.id === assigneeId)?.name ?? '';
  const reupload = (target: BulkTarget) =>
    bulk({
      action: 'request_reupload',
      rejection_messages: picked,
      ...bulkRows(target, filter),
    }).unwrap();
  const assign = (target: BulkTarget) =>
    bulk({ action: 'assign', assignee_id: assigneeId, ...bulkRows(target, filter) }).unwrap();
  return (
    <BulkActionBar
      selection={selection}
      total={total}
      pageSize={pageSize}
      countMatching={() => count(filter).unwrap()}
      controls={
        <Group gap="xs">
          <Select
            size="xs"
            aria-label={t('kyc.assign.bulkTo')}
            placeholder={t('kyc.assign.pick')}
            data={[
              ...reviewers.map((r) => ({ value: String(r.id), label: r.name })),
              { value: NOBODY, label: t('kyc.assign.nobody') },
            ]}
            value={assignTo}
            onChange={setAssignTo}
            searchable
            w={200}
            data-testid="bulk-assignee"
          />
          <MultiSelect
            size="xs"
            aria-label={t('kyc.bulkReasons')}
            placeholder={t('kyc.bulkReasons')}
            data={reasons}
            value={picked}
            onChange={setPicked}
            w={260}
            data-testid="bulk-reasons"
          />
        </Group>
      }
      actions={[
        {
          key: 'assign',
          label: t('kyc.assign.button'),
          question: (n) =>
            assigneeId === null
              ? t('kyc.assign.bulkQuestionNobody', { count: n })
              : t('kyc.assign.bulkQuestion', { count: n, name: assigneeName }),
          disabled: assignTo === null,
          send: assign,
        },
        {
          key: 'reupload',
          label: t('kyc.bulkReupload'),
          question: (n) => t('kyc.bulkReuploadQuestion', { count: n }),
          disabled: picked.length === 0,
          danger: true,
          send: reupload,
        },
      ]}
    />
  );
}
