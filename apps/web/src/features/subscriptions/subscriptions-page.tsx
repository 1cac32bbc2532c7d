import { Button, Checkbox, Group, Loader, NumberInput, Select, Stack, Title } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { subscriptionOrderTypes, subscriptionStatuses } from '@switchboard/contract/subscriptions';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { DataTable } from '../../ui/data-table/data-table';
import { DayRangeBadge, formatDayRange } from '../../ui/day-range-badge';
import { FilterBar } from '../../ui/filter-bar';
import { isoDate, oneOf } from '../../ui/url-filters';
import { useOrgContextQuery, usePlansQuery, useSubscriptionsQuery } from './api';
import { CreatePlanModal } from './create-plan/create-plan-modal';
import { OrgPicker } from './create-plan/org-picker';
import { subscriptionColumns } from './subscription-columns';

const columns = subscriptionColumns(true);
const numberParam = (value: string | null) =>
  value && Number(value) > 0 ? Number(value) : undefined;

const FILTERS = [
  'status',
  'plan_id',
  'org_id',
  'expiring_within_days',
  'price_override',
  'order_type',
  'from',
  'to',
] as const;

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

/** Every subscription, filtered on the server; filters live in the URL. */
function SubscriptionsList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // `?create=1` (the command palette's "Create plan") opens the form with the page.
  const [creating, setCreating] = useState(params.get('create') === '1');
  const asked = params.get('create') === '1';
  useEffect(() => {
    if (asked) setCreating(true);
  }, [asked]);
  const status = params.get('status') as (typeof subscriptionStatuses)[number] | null;
  const orderType = oneOf(subscriptionOrderTypes, params.get('order_type'));
  // Made on these India days: set by a dashboard link (trials started), cleared here.
  const [from, to] = [isoDate(params.get('from')), isoDate(params.get('to'))];
  const query = {
    page: numberParam(params.get('page')) ?? 1,
    page_size: numberParam(params.get('page_size')) ?? 10,
    ...(status ? { status } : {}),
    plan_id: numberParam(params.get('plan_id')),
    org_id: numberParam(params.get('org_id')),
    ...(params.get('price_override') === 'true' ? { price_override: 'true' } : {}),
    ...(orderType ? { order_type: orderType } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    expiring_within_days: params.get('expiring_within_days')
      ? Number(params.get('expiring_within_days'))
      : undefined,
  };
  const { data, isFetching } = useSubscriptionsQuery(query);
  const { data: plans } = usePlansQuery(null);
  // An org set from the URL (a link, a reload) is named in the picker, not shown as a bare id.
  const { data: filterOrg } = useOrgContextQuery(query.org_id ?? 0, { skip: !query.org_id });
  const set = (key: string, value: string | number | null | undefined, resetPage = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const filters = (
    <FilterBar
      data-testid="subscription-filters"
      onReset={
        FILTERS.some((f) => params.get(f))
          ? () =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  for (const f of [...FILTERS, 'page']) next.delete(f);
                  return next;
                },
                { replace: true },
              )
          : undefined
      }
    >
      <Select
        label={t('subscriptions.statusLabel')}
        placeholder={t('subscriptions.any')}
        clearable
        w={150}
        value={status}
        data={subscriptionStatuses.map((s) => ({
          value: s,
          label: t(`subscriptions.status.${s}`),
        }))}
        onChange={(v) => set('status', v)}
        data-testid="filter-status"
      />
      <Select
        label={t('subscriptions.orderType')}
        placeholder={t('subscriptions.any')}
        clearable
        w={150}
        value={orderType}
        data={subscriptionOrderTypes.map((o) => ({
          value: o,
          label: t(`subscriptions.orderTypes.${o}`),
        }))}
        onChange={(v) => set('order_type', v)}
        data-testid="filter-order-type"
      />
      <Select
        label={t('subscriptions.plan')}
        placeholder={t('subscriptions.any')}
        clearable
        searchable
        w={260}
        value={query.plan_id ? String(query.plan_id) : null}
        data={(plans ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.id})` }))}
        onChange={(v) => set('plan_id', v)}
        data-testid="filter-plan"
      />
      <NumberInput
        label={t('subscriptions.expiringWithin')}
        placeholder={t('subscriptions.days')}
        min={0}
        max={3650}
        w={170}
        allowDecimal={false}
        value={query.expiring_within_days ?? ''}
        onChange={(v) => set('expiring_within_days', v === '' ? null : v)}
        data-testid="filter-expiring"
      />
      <Checkbox
        label={t('subscriptions.priceOverrides')}
        checked={params.get('price_override') === 'true'}
        onChange={(e) => set('price_override', e.currentTarget.checked ? 'true' : null)}
        mt={24}
        data-testid="filter-price-override"
      />
      <div style={{ width: 280 }}>
        <OrgPicker
          value={query.org_id ?? null}
          selectedName={filterOrg && filterOrg.id === query.org_id ? filterOrg.name : null}
          onChange={(v) => set('org_id', v)}
          data-testid="filter-org"
        />
      </div>
      {(from || to) && (
        <DayRangeBadge
          text={t('subscriptions.madeOn', { dates: formatDayRange(from, to) })}
          clearLabel={t('subscriptions.anyDay')}
          onClear={() => {
            set('from', null);
            set('to', null);
          }}
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
        rows={data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        page={query.page}
        pageSize={query.page_size}
        total={data?.total_items ?? 0}
        totalIsEstimate={data?.total_is_estimate ?? false}
        onPageChange={(page) => set('page', page, false)}
        onPageSizeChange={(size) => set('page_size', size)}
        filters={filters}
        loading={isFetching}
        emptyText={t('subscriptions.none')}
        data-testid="subscriptions-table"
      />
      <CreatePlanModal
        opened={creating}
        onClose={() => {
          setCreating(false);
          if (asked)
            setParams(
              (p) => {
                p.delete('create');
                return p;
              },
              { replace: true },
            );
        }}
      />
    </Stack>
  );
}
