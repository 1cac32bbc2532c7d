import { Button, Chip, Group, Select, Stack } from '@mantine/core';
import { formatCount } from '@switchboard/contract/format';
import { kycStatuses, queueStatuses } from '@switchboard/contract/rules/kyc';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../ui/filter-bar';
import { SearchInput } from '../../../ui/search-input';
import { useKycCountsQuery, useKycReviewersQuery } from '../api';
import { noQueueFilters, type KycQueueFilters } from './queue-filters';

type Props = {
  filters: KycQueueFilters;
  onChange: (change: Partial<KycQueueFilters>) => void;
};

/** The queue's filters, kept in the URL (use-queue-filters.ts); each chip counts its status. */
export function KycFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const { page: _page, pageSize: _size, status: _status, ...countFilters } = filters;
  const { data: counts } = useKycCountsQuery(countFilters);
  const countOf = (status: string) => counts?.counts.find((c) => c.status === status);
  const statusOptions = kycStatuses.map((s) => ({ value: s, label: t(`kyc.status.${s}`) }));
  const { data: reviewers = [] } = useKycReviewersQuery();
  const assigneeOptions = [
    {
      group: t('kyc.assign.filter'),
      items: (['me', 'anyone', 'unassigned'] as const).map((value) => ({
        value,
        label: t(`kyc.assign.${value}`),
      })),
    },
    {
      group: t('kyc.assign.reviewers'),
      items: reviewers.map((r) => ({ value: String(r.id), label: r.name })),
    },
  ];
  // A link may name someone no longer among the reviewers: still shown, by id.
  if (
    filters.assignee &&
    /^\d+$/.test(filters.assignee) &&
    !reviewers.some((r) => String(r.id) === filters.assignee)
  )
    assigneeOptions[1]!.items.push({ value: filters.assignee, label: `#${filters.assignee}` });

  return (
    <Stack gap="sm" data-testid="kyc-filters">
      <Chip.Group
        value={filters.status ?? 'ALL'}
        onChange={(value) =>
          onChange({ status: value === 'ALL' ? null : (value as KycQueueFilters['status']) })
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
          value={filters.text}
          onSearch={(text) => onChange({ text })}
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
          value={filters.trial === null ? null : String(filters.trial)}
          onChange={(value) => onChange({ trial: value === null ? null : value === 'true' })}
          placeholder={t('kyc.queue.any')}
          clearable
          w={140}
          data-testid="kyc-trial"
        />
        <Select
          label={t('kyc.queue.userKyc')}
          data={statusOptions}
          value={filters.user_kyc_status}
          onChange={(value) =>
            onChange({ user_kyc_status: value as KycQueueFilters['user_kyc_status'] })
          }
          placeholder={t('kyc.queue.any')}
          clearable
          w={160}
          data-testid="kyc-user-status"
        />
        <Select
          label={t('kyc.queue.businessKyc')}
          data={statusOptions}
          value={filters.business_kyc_status}
          onChange={(value) =>
            onChange({ business_kyc_status: value as KycQueueFilters['business_kyc_status'] })
          }
          placeholder={t('kyc.queue.any')}
          clearable
          w={160}
          data-testid="kyc-business-status"
        />
        <Select
          label={t('kyc.assign.filter')}
          data={assigneeOptions}
          value={filters.assignee}
          onChange={(value) => onChange({ assignee: value })}
          placeholder={t('kyc.queue.any')}
          searchable
          clearable
          w={180}
          data-testid="kyc-assignee"
        />
        {/* The box follows the URL: a reset empties it too. */}
        <Button variant="subtle" onClick={() => onChange(noQueueFilters)}>
          {t('kyc.queue.reset')}
        </Button>
      </FilterBar>
    </Stack>
  );
}
