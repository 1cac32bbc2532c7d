import { Button, Group } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { usePaymentsQuery } from './api';
import { OrgPicker } from '../../ui/org-picker';
import { PaymentDialog, type PaymentKind } from './payment-dialog';
import { PaymentsTable } from './payments-table';
import { ExportButton } from '../../ui/export-button';
import { useListParams } from '../../ui/use-list-params';
import { useUrlColumns } from '../../ui/url-columns';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { DayRangeBadge, formatDayRange } from '../../ui/day-range-badge';

/** All payments received (GET /orders/payments), filtered by text, org and days, newest first. */
export function PaymentsPanel() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const list = useListParams(['text', 'org_id', 'from', 'to'] as const);
  const columnProps = useUrlColumns();
  const [recording, setRecording] = useState<PaymentKind | null>(null);
  const orgId = Number(list.values.org_id) || undefined;
  const filters = {
    text: list.values.text,
    org_id: orgId,
    ...(list.values.from ? { from: list.values.from } : {}),
    ...(list.values.to ? { to: list.values.to } : {}),
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
            {(list.values.from || list.values.to) && (
              // Set by a link: the dashboard's "received since" or one of its chart's days.
              <DayRangeBadge
                text={
                  list.values.to
                    ? t('payments.receivedOn', {
                        dates: formatDayRange(list.values.from, list.values.to),
                      })
                    : t('payments.since', { date: formatDate(list.values.from) })
                }
                clearLabel={t('payments.clearSince')}
                onClear={() => {
                  list.setFilter('from', '');
                  list.setFilter('to', '');
                }}
                testId="payments-since"
              />
            )}
          </FilterBar>
        }
      />
      {recording && <PaymentDialog kind={recording} onClose={() => setRecording(null)} />}
    </>
  );
}
