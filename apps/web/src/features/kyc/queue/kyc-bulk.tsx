import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar, bulkRows, type BulkTarget } from '../../../ui/bulk-action-bar';
import type { RowSelection } from '../../../ui/data-table/row-selection';
import { useBulkKycMutation, useCountKycBulkMutation } from '../api';

/** The queue's bulk action: ask the customers to upload again, with the reasons picked. */
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
  const [picked, setPicked] = useState<string[]>([]);
  const send = (target: BulkTarget) =>
    bulk({
      rejection_messages: picked,
      ...bulkRows(target, filter),
    }).unwrap();
  return (
    <BulkActionBar
      selection={selection}
      total={total}
      pageSize={pageSize}
      countMatching={() => count(filter).unwrap()}
      controls={
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
      }
      actions={[
        {
          key: 'reupload',
          label: t('kyc.bulkReupload'),
          question: (n) => t('kyc.bulkReuploadQuestion', { count: n }),
          disabled: picked.length === 0,
          danger: true,
          send,
        },
      ]}
    />
  );
}
