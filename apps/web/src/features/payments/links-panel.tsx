import { Anchor, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTime } from '@switchboard/contract/format';
import { paymentLinkStatuses, type PaymentLink } from '@switchboard/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../app/ability';
import { errorMessage } from '../../app/error-message';
import { confirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table/data-table';
import { Money } from '../../ui/money';
import { toastError, toastSuccess } from '../../ui/toasts';
import { useClosePaymentLinkMutation, usePaymentLinksQuery } from './api';
import { CreateLinkModal } from './create-link-modal';
import { StatusBadge } from './status-badge';
import { useListParams } from '../../ui/use-list-params';

const column = createColumnHelper<PaymentLink>();

export function LinksPanel() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const list = useListParams(['status', 'text'] as const);
  const [text, setText] = useState(list.values.text);
  const [debounced] = useDebouncedValue(text, 300);
  const [creating, setCreating] = useState(false);
  const [close] = useClosePaymentLinkMutation();
  const { setFilter } = list;
  useEffect(() => {
    if (debounced !== list.values.text) setFilter('text', debounced);
  }, [debounced, list.values.text, setFilter]);
  const status = paymentLinkStatuses.find((s) => s === list.values.status);
  const { data, isFetching } = usePaymentLinksQuery({ page: list.page, page_size: list.pageSize, status, text: list.values.text });

  async function onClose(link: PaymentLink, action: 'cancel' | 'expire') {
    const ok = await confirmDialog({
      title: t(`payments.links.${action}Title`),
      message: t(`payments.links.${action}Confirm`, { link: link.link_id, org: link.org_name }),
      confirmLabel: t(`payments.links.${action}Title`),
      danger: true,
    });
    if (!ok) return;
    const result = await close({ id: link.id, action });
    if ('error' in result) toastError(errorMessage(result.error));
    else toastSuccess(t(`payments.links.${action}Done`));
  }

  const columns = [
    column.accessor('link_id', { header: t('payments.links.link'), cell: (c) => <Anchor href={c.row.original.short_url} target="_blank" rel="noreferrer">{c.getValue()}</Anchor> }),
    column.accessor('org_name', { header: t('payments.org') }),
    column.accessor('amount', { header: t('payments.amount'), cell: (c) => <Money paise={c.getValue()} /> }),
    column.accessor('description', { header: t('payments.description') }),
    column.accessor('status', { header: t('payments.statusLabel'), cell: (c) => <StatusBadge status={c.getValue()} /> }),
    column.accessor('expire_by', { header: t('payments.links.expires'), cell: (c) => (c.getValue() ? formatDateTime(c.getValue() as string) : '—') }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        c.row.original.status === 'created' && ability.can('update', 'PaymentLink') ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-xs" variant="light" color="red" onClick={() => void onClose(c.row.original, 'cancel')}>
              {t('payments.links.cancel')}
            </Button>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void onClose(c.row.original, 'expire')}>
              {t('payments.links.expire')}
            </Button>
          </Group>
        ) : null,
    }),
  ];

  return (
    <>
      <DataTable
        data-testid="payment-links-table"
        columns={columns}
        getRowId={(row) => String(row.id)}
        {...list.tableProps(data, isFetching)}
        emptyText={t('payments.links.empty')}
        filters={
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end">
              <TextInput label={t('payments.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={t('payments.links.searchPlaceholder')} />
              <Select
                label={t('payments.statusLabel')}
                placeholder={t('payments.allStatuses')}
                clearable
                value={status ?? null}
                onChange={(next) => list.setFilter('status', next ?? '')}
                data={paymentLinkStatuses.map((s) => ({ value: s, label: t(`payments.status.${s}`) }))}
                data-testid="links-status-filter"
              />
            </Group>
            {ability.can('create', 'PaymentLink') && <Button onClick={() => setCreating(true)}>{t('payments.links.create')}</Button>}
          </Group>
        }
      />
      {creating && <CreateLinkModal onClose={() => setCreating(false)} />}
    </>
  );
}
