import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { usePaymentsQuery } from './api';
import { OrgPicker } from '../../ui/org-picker';
import { PaymentModal, type PaymentKind } from './payment-modal';
import { PaymentsTable } from './payments-table';
import { ExportButton } from '../../ui/export-button';
import { useListParams } from '../../ui/use-list-params';
import { useUrlColumns } from '../../ui/url-columns';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';

/** All payments received (GET /orders/payments), filtered by text and org, newest first. */
export function PaymentsPanel() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const list = useListParams(['text', 'org_id', 'from'] as const);
  const columnProps = useUrlColumns();
  const [recording, setRecording] = useState<PaymentKind | null>(null);
  const orgId = Number(list.values.org_id) || undefined;
  const filters = {
    text: list.values.text,
    org_id: orgId,
    ...(list.values.from ? { from: list.values.from } : {}),
  };
  const { data, isFetching } = usePaymentsQuery({
    page: list.page,
    page_size: list.pageSize,
    ...filters,
  });

  return (
    <>
      <PaymentsTable
        data={data}
        loading={isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        {...columnProps}
        savedViews="payments"
        filters={
          <FilterBar
            onReset={list.filtered ? list.reset : undefined}
            actions={
              <Group gap="xs">
                <ExportButton
                  path="/api/orders/payments/export"
                  filters={filters}
                  data-testid="payments-export"
                />
                {ability.can('create', 'Payment') && (
                  <>
                    <Button
                      variant="default"
                      onClick={() => setRecording('custom')}
                      data-testid="record-custom-payment"
                    >
                      {t('payments.custom.record')}
                    </Button>
                    <Button onClick={() => setRecording('bank')} data-testid="record-bank-payment">
                      {t('payments.bank.record')}
                    </Button>
                  </>
                )}
              </Group>
            }
          >
            <SearchInput
              label={t('payments.search')}
              placeholder={t('payments.searchPlaceholder')}
              value={list.values.text}
              onSearch={(text) => list.setFilter('text', text)}
              data-testid="payments-search"
            />
            <OrgPicker
              label={t('payments.org')}
              value={orgId ?? null}
              onChange={(next) => list.setFilter('org_id', next ? String(next) : '')}
            />
            {list.values.from && (
              <Badge
                size="lg"
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('payments.clearSince')}
                    onClick={() => list.setFilter('from', '')}
                  />
                }
                data-testid="payments-since"
              >
                {t('payments.since', { date: formatDate(list.values.from) })}
              </Badge>
            )}
          </FilterBar>
        }
      />
      {recording && <PaymentModal kind={recording} onClose={() => setRecording(null)} />}
    </>
  );
}
