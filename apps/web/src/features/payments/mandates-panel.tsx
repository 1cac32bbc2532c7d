import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTime } from '@switchboard/contract/format';
import { mandateStatuses, type Mandate } from '@switchboard/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../app/ability';
import { errorMessage } from '../../app/error-message';
import { confirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table/data-table';
import { Money } from '../../ui/money';
import { toastError, toastSuccess } from '../../ui/toasts';
import { useCancelMandateMutation, useMandatesQuery } from './api';
import { MandateIdCell } from './mandate-detail';
import { MandateModal } from './mandate-modal';
import { OrgPicker } from './org-picker';
import { StatusBadge } from './status-badge';
import { useListParams } from '../../ui/use-list-params';

const column = createColumnHelper<Mandate>();
const cancellable = new Set(['created', 'pending', 'active', 'paused']);

/** Recurring-payment authorisations with the status the gateway last reported. */
export function MandatesPanel() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const list = useListParams(['status', 'org_id', 'text'] as const);
  const [creating, setCreating] = useState(false);
  const [cancel] = useCancelMandateMutation();
  // Search is by mandate id (the gateway's mdt_...), as staff get it from the customer or the bank.
  const [text, setText] = useState(list.values.text);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const { setFilter } = list;
  useEffect(() => {
    if (debounced !== list.values.text) setFilter('text', debounced);
  }, [debounced, list.values.text, setFilter]);
  const status = mandateStatuses.find((s) => s === list.values.status);
  const orgId = Number(list.values.org_id) || undefined;
  const { data, isFetching } = useMandatesQuery({ page: list.page, page_size: list.pageSize, status, org_id: orgId, text: list.values.text || undefined });

  async function onCancel(mandate: Mandate) {
    const ok = await confirmDialog({
      title: t('payments.mandates.cancel'),
      message: t('payments.mandates.cancelConfirm', { id: mandate.mandate_id, org: mandate.org_name }),
      danger: true,
    });
    if (!ok) return;
    const result = await cancel({ orgId: mandate.org_id, mandateId: mandate.mandate_id });
    if ('error' in result) toastError(errorMessage(result.error));
    else toastSuccess(t('payments.mandates.cancelled'));
  }

  const columns = [
    column.accessor('mandate_id', { header: t('payments.mandates.id'), cell: (c) => <MandateIdCell mandateId={c.getValue()} /> }),
    column.accessor('org_name', { header: t('payments.org') }),
    column.accessor('max_amount', { header: t('payments.mandates.maxAmount'), cell: (c) => <Money paise={c.getValue()} /> }),
    column.accessor('frequency', { header: t('payments.mandates.frequency'), cell: (c) => t(`payments.mandates.frequencies.${c.getValue()}`) }),
    column.accessor('status', { header: t('payments.statusLabel'), cell: (c) => <StatusBadge status={c.getValue()} /> }),
    column.accessor('created_at', { header: t('payments.date'), cell: (c) => formatDateTime(c.getValue()) }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        cancellable.has(c.row.original.status) && ability.can('update', 'Mandate') ? (
          <Button size="compact-xs" variant="light" color="red" onClick={() => void onCancel(c.row.original)}>{t('payments.mandates.cancel')}</Button>
        ) : null,
    }),
  ];

  return (
    <>
      <DataTable
        data-testid="mandates-table"
        columns={columns}
        getRowId={(row) => row.mandate_id}
        {...list.tableProps(data, isFetching)}
        emptyText={t('payments.mandates.empty')}
        filters={
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end">
              <TextInput label={t('payments.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={t('payments.mandates.searchPlaceholder')} data-testid="mandates-search" />
              <OrgPicker value={orgId ?? null} onChange={(next) => list.setFilter('org_id', next ? String(next) : '')} />
              <Select
                label={t('payments.statusLabel')}
                placeholder={t('payments.allStatuses')}
                clearable
                value={status ?? null}
                onChange={(next) => list.setFilter('status', next ?? '')}
                data={mandateStatuses.map((s) => ({ value: s, label: t(`payments.status.${s}`) }))}
              />
            </Group>
            {ability.can('create', 'Mandate') && <Button onClick={() => setCreating(true)}>{t('payments.mandates.create')}</Button>}
          </Group>
        }
      />
      {creating && <MandateModal onClose={() => setCreating(false)} />}
    </>
  );
}
