import { useTranslation } from 'react-i18next';
import { BulkActionBar, bulkRows, type BulkTarget } from '../../ui/bulk-action-bar';
import type { RowSelection } from '../../ui/data-table/row-selection';
import { useBulkCallsMutation, useCountCallsBulkMutation, type CallListParams } from './api';

/** The list's wire query as a bulk filter: no paging or cursors; a team's list names its team. */
export function callBulkFilter(wire: CallListParams, orgId?: number): CallListParams {
  const { page: _page, page_size: _size, cursor: _cursor, before: _before, ...filter } = wire;
  return orgId ? { ...filter, org_id: orgId } : filter;
}

/** A call list's bulk actions: soft-delete calls, or restore deleted ones. */
export function CallsBulkBar({
  selection,
  filter,
  total,
  pageSize,
}: {
  selection: RowSelection;
  filter: CallListParams;
  total: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const [bulk] = useBulkCallsMutation();
  const [count] = useCountCallsBulkMutation();
  const send = (action: 'delete' | 'restore') => (target: BulkTarget) =>
    bulk({ action, ...bulkRows(target, filter) }).unwrap();
  return (
    <BulkActionBar
      selection={selection}
      total={total}
      pageSize={pageSize}
      countMatching={() => count(filter).unwrap()}
      actions={[
        {
          key: 'delete',
          label: t('calls.bulkDelete'),
          question: (n) => t('calls.bulkDeleteQuestion', { count: n }),
          danger: true,
          send: send('delete'),
        },
        {
          key: 'restore',
          label: t('calls.bulkRestore'),
          question: (n) => t('calls.bulkRestoreQuestion', { count: n }),
          send: send('restore'),
        },
      ]}
    />
  );
}
