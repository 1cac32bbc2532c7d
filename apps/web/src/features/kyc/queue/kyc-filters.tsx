import { Button, Chip, Group, Select, Stack } from '@mantine/core';
import { formatCount } from '@switchboard/contract/format';
import { kycStatuses, queueStatuses } from '@switchboard/contract/rules/kyc';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/hooks';
import { FilterBar } from '../../../ui/filter-bar';
import { SearchInput } from '../../../ui/search-input';
import { useKycCountsQuery } from '../api';
import { kycFiltersChanged, kycFiltersReset, useKycTable } from '../kyc-table-slice';

/** The queue's filters; they live in the persisted kycTable slice, so a reload keeps them. */
export function KycFilters() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const table = useKycTable();
  const { page: _page, page_size: _size, status: _status, ...countFilters } = table;
  const { data: counts } = useKycCountsQuery(countFilters);
  const countOf = (status: string) => counts?.counts.find((c) => c.status === status);
  const statusOptions = kycStatuses.map((s) => ({ value: s, label: t(`kyc.status.${s}`) }));

  return (
    <Stack gap="sm" data-testid="kyc-filters">
      <Chip.Group
        value={table.status ?? 'ALL'}
        onChange={(value) =>
          dispatch(kycFiltersChanged({ status: value === 'ALL' ? null : String(value) }))
        }
      >
        <Group gap={6}>
          <Chip value="ALL" wrapperProps={{ 'data-testid': 'chip-ALL' }}>
            {t('kyc.queue.all')}
          </Chip>
          {queueStatuses.map((status) => {
            const count = countOf(status);
            return (
              <Chip key={status} value={status} wrapperProps={{ 'data-testid': `chip-${status}` }}>
                {t(`kyc.status.${status}`)}
                {count && ` · ${count.is_estimate ? '~' : ''}${formatCount(count.count)}`}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
      <FilterBar>
        <SearchInput
          placeholder={t('kyc.queue.search')}
          aria-label={t('kyc.queue.search')}
          value={table.text}
          onSearch={(text) => dispatch(kycFiltersChanged({ text }))}
          delay={400}
          w={240}
          data-testid="kyc-search"
        />
        <Select
          label={t('kyc.queue.trial')}
          data={[
            { value: 'true', label: t('kyc.queue.trialOnly') },
            { value: 'false', label: t('kyc.queue.paidOnly') },
          ]}
          value={table.trial === null ? null : String(table.trial)}
          onChange={(value) =>
            dispatch(kycFiltersChanged({ trial: value === null ? null : value === 'true' }))
          }
          placeholder={t('kyc.queue.any')}
          clearable
          w={140}
          data-testid="kyc-trial"
        />
        <Select
          label={t('kyc.queue.userKyc')}
          data={statusOptions}
          value={table.user_kyc_status}
          onChange={(value) => dispatch(kycFiltersChanged({ user_kyc_status: value }))}
          placeholder={t('kyc.queue.any')}
          clearable
          w={160}
          data-testid="kyc-user-status"
        />
        <Select
          label={t('kyc.queue.businessKyc')}
          data={statusOptions}
          value={table.business_kyc_status}
          onChange={(value) => dispatch(kycFiltersChanged({ business_kyc_status: value }))}
          placeholder={t('kyc.queue.any')}
          clearable
          w={160}
          data-testid="kyc-business-status"
        />
        {/* The box follows the store: a reset empties it too. */}
        <Button variant="subtle" onClick={() => dispatch(kycFiltersReset())}>
          {t('kyc.queue.reset')}
        </Button>
      </FilterBar>
    </Stack>
  );
}
