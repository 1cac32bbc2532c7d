import { Button, Group, Text } from '@mantine/core';
import { formatDate, formatDateTime, formatTimeOfDay } from '@switchboard/contract/format';
import type { Payment, PaymentList } from '@switchboard/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { confirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataTableProps } from '../../ui/data-table/data-table';
import { Money } from '../../ui/money';
import { toastError, toastSuccess } from '../../ui/toasts';
import { useDeletePaymentMutation } from './api';
import { PaymentDrawer, usePaymentDrawer } from './payment-drawer';
import { RefundDialog } from './refund-dialog';
import { StatusBadge } from './status-badge';
import { DrawerLink } from '../../ui/object-drawer';

const column = createColumnHelper<Payment>();

/** The Payments page's list keeps its hidden columns in the URL and has saved views; a team's tab does not. */
type ListTools = Pick<
  DataTableProps<Payment>,
  'hiddenColumns' | 'onHiddenColumnsChange' | 'savedViews'
>;

interface PaymentsTableProps extends ListTools {
  data: PaymentList | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  filters?: ReactNode;
  showOrg?: boolean;
}

/** Payments with their refunds and invoice; refund and delete only for those allowed. */
export function PaymentsTable({
  data,
  loading,
  showOrg = true,
  hiddenColumns,
  onHiddenColumnsChange,
  savedViews,
  ...paging
}: PaymentsTableProps) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [remove] = useDeletePaymentMutation();
  const drawer = usePaymentDrawer();

  async function onDelete(payment: Payment) {
    const ok = await confirmDialog({
      title: t('payments.delete'),
      message: t('payments.deleteConfirm', { id: payment.id, org: payment.org_name }),
      confirmLabel: t('payments.delete'),
      danger: true,
    });
    if (!ok) return;
    const result = await remove(payment.id);
    if ('error' in result) toastError(errorMessage(result.error));
    else toastSuccess(t('payments.deleted'));
  }

  const columns = [
    // The id is the row's link to its drawer (the whole row opens it too, for the mouse).
    column.accessor('id', {
      header: '#',
      cell: (c) => (
        <DrawerLink
          onOpen={() => drawer.open(c.getValue())}
          label={t('payments.drawer.open', { id: c.getValue() })}
        >
          {c.getValue()}
        </DrawerLink>
      ),
    }),
    ...(showOrg ? [column.accessor('org_name', { header: t('payments.org') })] : []),
    // Date over time: the row stays within the page beside the refund and delete buttons.
    column.accessor('created_at', {
      header: t('payments.date'),
      cell: (c) => (
        <div style={{ whiteSpace: 'nowrap' }} title={formatDateTime(c.getValue())}>
          <Text size="sm">{formatDate(c.getValue())}</Text>
          <Text size="xs" c="dimmed">
            {formatTimeOfDay(c.getValue())}
          </Text>
        </div>
      ),
    }),
    column.accessor('payment_type', {
      header: t('payments.type'),
      cell: (c) => t(`payments.types.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    column.accessor('payment_ref', {
      header: t('payments.reference'),
      cell: (c) => c.getValue() ?? '—',
    }),
    column.accessor('amount', {
      header: t('payments.amount'),
      cell: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <Money paise={c.getValue()} />
        </Text>
      ),
    }),
    column.accessor('refunded_amount', {
      header: t('payments.refunded'),
      cell: (c) =>
        c.getValue() ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <Money paise={c.getValue()} />
          </Text>
        ) : (
          '—'
        ),
    }),
    column.accessor('status', {
      header: t('payments.statusLabel'),
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.accessor('invoice_number', {
      header: t('payments.invoice'),
      cell: (c) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {c.getValue() ?? '—'}
        </Text>
      ),
    }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) => {
        const payment = c.row.original;
        const refundable = payment.amount - payment.refunded_amount > 0;
        return (
          // A click on an action is not a click on the row: it must not open the drawer.
          <Group gap="xs" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
            {ability.can('refund', 'Payment') && refundable && (
              <Button size="compact-xs" variant="light" onClick={() => setRefunding(payment)}>
                {t('payments.refund')}
              </Button>
            )}
            {ability.can('delete', 'Payment') && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => void onDelete(payment)}
              >
                {t('payments.delete')}
              </Button>
            )}
          </Group>
        );
      },
    }),
  ];

  return (
    <>
      <DataTable
        data-testid="payments-table"
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        page={paging.page}
        pageSize={paging.pageSize}
        total={data?.total_items ?? 0}
        totalIsEstimate={data?.total_is_estimate}
        onPageChange={paging.onPageChange}
        onPageSizeChange={paging.onPageSizeChange}
        loading={loading}
        emptyText={t('payments.empty')}
        filters={paging.filters}
        {...{ hiddenColumns, onHiddenColumnsChange, savedViews }}
        onRowClick={(row) => drawer.open(row.id)}
      />
      <PaymentDrawer />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
