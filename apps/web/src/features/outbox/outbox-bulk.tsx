import type { OutboxEntry } from '@switchboard/contract/outbox';
import { useTranslation } from 'react-i18next';
import { BulkActionBar, bulkRows, type BulkTarget } from '../../ui/bulk-action-bar';
import type { RowSelection } from '../../ui/data-table/row-selection';
import { outboxBulkFilter, useBulkOutboxMutation, useCountOutboxBulkMutation } from './api';
import type { OutboxFilters } from './filters';

/** The Outbox's bulk actions: send failed messages again, or cancel them. */
export function OutboxBulkBar({
  selection,
  filters,
  total,
}: {
  selection: RowSelection;
  filters: OutboxFilters;
  total: number;
}) {
  const { t } = useTranslation();
  const [bulk] = useBulkOutboxMutation();
  const [count] = useCountOutboxBulkMutation();
  const filter = outboxBulkFilter(filters);
  const send = (action: 'retry' | 'cancel') => (target: BulkTarget) =>
    bulk({ action, ...bulkRows(target, filter) }).unwrap();
  return (
    <BulkActionBar
      selection={selection}
      total={total}
      pageSize={filters.pageSize}
      countMatching={() => count(filter).unwrap()}
      actions={[
        {
          key: 'retry',
          label: t('outbox.retry'),
          question: (n) => t('outbox.bulkRetry', { count: n }),
          send: send('retry'),
        },
        {
          key: 'cancel',
          label: t('outbox.cancel'),
          question: (n) => t('outbox.bulkCancel', { count: n }),
          danger: true,
          send: send('cancel'),
        },
      ]}
    />
  );
}

export const outboxIdOf = (row: OutboxEntry) => row.id;
