import { Button, Checkbox, Group, Loader, NumberInput, Select, Stack, Title } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { subscriptionOrderTypes, subscriptionStatuses } from '@switchboard/contract/subscriptions';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { DataTable } from '../../ui/data-table/data-table';
import { DayRangeBadge, formatDayRange } from '../../ui/day-range-badge';
import { ExportButton } from '../../ui/export-button';
import { FilterBar } from '../../ui/filter-bar';
import { useUrlColumns } from '../../ui/url-columns';
import { useUrlFilters } from '../../ui/url-filters';
import { useOrgContextQuery, usePlansQuery, useSubscriptionsQuery } from './api';
import { CreatePlanDialog } from './create-plan/create-plan-dialog';
import { OrgPicker } from './create-plan/org-picker';
import { subscriptionColumns } from './subscription-columns';
import {
  isFiltered,
  noFilters,
  subscriptionFiltersCodec,
  subscriptionQuery,
  type SubscriptionFilters,
} from './subscription-filters';

const columns = subscriptionColumns(true);

const CataloguePage = lazy(() => import('./catalogue/catalogue-page'));

/** Menu "Subscriptions": the list, and the Catalogue beneath it (`/subscriptions/catalogue`). */
export default function SubscriptionsPage() {
  return (
    <Routes>
      <Route index element={<SubscriptionsList />} />
      <Route
        path="catalogue"
        element={
          <Suspense fallback={<Loader size="sm" />}>
            <CataloguePage />
          </Suspense>
        }
      />
    </Routes>
  );
}

/** `?create=1` (the command palette's "Create plan") opens the form with the page; closing it drops the parameter. */
function useCreateParam() {
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(params.get('create') === '1');
  const asked = params.get('create') === '1';
  useEffect(() => {
    if (asked) setCreating(true);
  }, [asked]);
  const close = () => {
    setCreating(false);
    if (asked)
      setParams(
        (p) => {
          p.delete('create');
          return p;
        },
        { replace: true },
      );
  };
  return { creating, setCreating, close };
}

/** Every subscription, filtered on the server; filters and hidden columns live in the URL. */
function SubscriptionsList() {
  const { t } = useTranslation();
  const { creating, setCreating, close } = useCreateParam();
  const { filters, update, pagingProps } = useUrlFilters(subscriptionFiltersCodec);
  const columnProps = useUrlColumns();
  const query = subscriptionQuery(filters);
  const { data, isFetching } = useSubscriptionsQuery(query);
  // The export is the list as filtered, every page of it.
  const { page: _page, page_size: _size, ...exportFilters } = query;
  const { data: plans } = usePlansQuery(null);
  // An org set from the URL (a link, a reload) is named in the picker, not shown as a bare id.
  const { data: filterOrg } = useOrgContextQuery(filters.orgId ?? 0, { skip: !filters.orgId });

  const filterBar = (
    <FilterBar
      data-testid="subscription-filters"
      onReset={isFiltered(filters) ? () => update(noFilters) : undefined}
    >
      <Select
        label={t('subscriptions.statusLabel')}
        placeholder={t('subscriptions.any')}
        clearable
        w={150}
        value={filters.status}
        data={subscriptionStatuses.map((s) => ({
          value: s,
          label: t(`subscriptions.status.${s}`),
        }))}
        onChange={(v) => update({ status: v as SubscriptionFilters['status'] })}
        data-testid="filter-status"
      />
      <Select
        label={t('subscriptions.orderType')}
        placeholder={t('subscriptions.any')}
        clearable
        w={150}
        value={filters.orderType}
        data={subscriptionOrderTypes.map((o) => ({
          value: o,
          label: t(`subscriptions.orderTypes.${o}`),
        }))}
        onChange={(v) => update({ orderType: v as SubscriptionFilters['orderType'] })}
        data-testid="filter-order-type"
      />
      <Select
        label={t('subscriptions.plan')}
        placeholder={t('subscriptions.any')}
        clearable
        searchable
        w={260}
        value={filters.planId ? String(filters.planId) : null}
        data={(plans ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.id})` }))}
        onChange={(v) => update({ planId: v ? Number(v) : null })}
        data-testid="filter-plan"
      />
      <NumberInput
        label={t('subscriptions.expiringWithin')}
        placeholder={t('subscriptions.days')}
        min={0}
        max={3650}
        w={170}
        allowDecimal={false}
        value={filters.expiringWithinDays ?? ''}
        onChange={(v) => update({ expiringWithinDays: v === '' ? null : Number(v) })}
        data-testid="filter-expiring"
      />
      <Checkbox
        label={t('subscriptions.priceOverrides')}
        checked={filters.priceOverride}
        onChange={(e) => update({ priceOverride: e.currentTarget.checked })}
        mt={24}
        data-testid="filter-price-override"
      />
      <div style={{ width: 280 }}>
        <OrgPicker
          value={filters.orgId}
          selectedName={filterOrg && filterOrg.id === filters.orgId ? filterOrg.name : null}
          onChange={(v) => update({ orgId: v })}
          data-testid="filter-org"
        />
      </div>
      {(filters.from || filters.to) && (
        <DayRangeBadge
          text={t('subscriptions.madeOn', { dates: formatDayRange(filters.from, filters.to) })}
          clearLabel={t('subscriptions.anyDay')}
          onClear={() => update({ from: '', to: '' })}
          testId="subscription-days"
        />
      )}
    </FilterBar>
  );

  return (
    <Stack data-testid="subscriptions-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.subscriptions')}
        </Title>
        <Group gap="xs">
          <ExportButton
            path="/api/subscription/export"
            filters={exportFilters}
            data-testid="subscriptions-export"
          />
          <Button
            variant="default"
            component={Link}
            to="/subscriptions/catalogue"
            leftSection={<IconBooks size={16} />}
            data-testid="open-catalogue"
          >
            {t('subscriptions.catalogue.title')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="open-create-plan"
          >
            {t('subscriptions.createPlan')}
          </Button>
        </Group>
      </Group>
      <DataTable
        columns={columns}
        {...pagingProps(data)}
        {...columnProps}
        savedViews="subscriptions"
        getRowId={(row) => String(row.id)}
        filters={filterBar}
        loading={isFetching}
        emptyText={t('subscriptions.none')}
        data-testid="subscriptions-table"
      />
      <CreatePlanDialog opened={creating} onClose={close} />
    </Stack>
  );
}
