import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../app/ability';
import { usePaymentsQuery } from './api';
import { OrgPicker } from './org-picker';
import { PaymentModal, type PaymentKind } from './payment-modal';
import { PaymentsTable } from './payments-table';
import { useListParams } from '../../ui/use-list-params';

/** All payments received (GET /orders/payments), filtered by text and org, newest first. */
export function PaymentsPanel() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const list = useListParams(['text', 'org_id'] as const);
  const [text, setText] = useState(list.values.text);
  const [debounced] = useDebouncedValue(text, 300);
  const [recording, setRecording] = useState<PaymentKind | null>(null);
  const { setFilter } = list;
  useEffect(() => {
    if (debounced !== list.values.text) setFilter('text', debounced);
  }, [debounced, list.values.text, setFilter]);
  const orgId = Number(list.values.org_id) || undefined;
  const { data, isFetching } = usePaymentsQuery({ page: list.page, page_size: list.pageSize, text: list.values.text, org_id: orgId });

  return (
    <>
      <PaymentsTable
        data={data}
        loading={isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        filters={
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end">
              <TextInput label={t('payments.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={t('payments.searchPlaceholder')} data-testid="payments-search" />
              <OrgPicker value={orgId ?? null} onChange={(next) => list.setFilter('org_id', next ? String(next) : '')} />
            </Group>
            {ability.can('create', 'Payment') && (
              <Group gap="xs">
                <Button variant="default" onClick={() => setRecording('custom')} data-testid="record-custom-payment">{t('payments.custom.record')}</Button>
                <Button onClick={() => setRecording('bank')} data-testid="record-bank-payment">{t('payments.bank.record')}</Button>
              </Group>
            )}
          </Group>
        }
      />
      {recording && <PaymentModal kind={recording} onClose={() => setRecording(null)} />}
    </>
  );
}
