import { Alert, Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  voipNumberSearchQuery,
  voipNumberStatuses,
  voipProviders,
  type VoipNumberRow,
} from '@switchboard/contract/numbers';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { useProduct } from '../../lib/api/config-api';
import { errorMessage } from '../../lib/error-message';
import { DataTable } from '../../ui/data-table/data-table';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { runAction } from '../../ui/run-action';
import { useListParams } from '../../ui/use-list-params';
import { AddNumberDialog } from './add-number-dialog';
import { useCancelVoipReservationMutation, useVoipNumbersQuery } from './api';
import { ImportNumbersDialog } from './import-numbers-dialog';
import { NumberDrawer, useNumberDrawer } from './number-drawer';
import { ReserveNumberDialog } from './reserve-number-dialog';
import { useVoipNumberColumns } from './voip-number-columns';

const numberText = voipNumberSearchQuery.shape.text;
// The server's own rule: digits of a number, +91 optional. Letters are flagged here, not sent.
const searchableNumber = (text: string) => numberText.safeParse(text).success;

/** Menu "Voip Numbers": every org's numbers, newest assignment first; filters and page in the URL. */
export default function VoipNumbersPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useListParams(['text', 'status', 'provider'] as const);
  const { values, setFilter } = list;
  const status = voipNumberStatuses.find((s) => s === values.status);
  const { data, error, isFetching } = useVoipNumbersQuery({
    page: list.page,
    page_size: list.pageSize,
    ...(values.text ? { text: values.text } : {}),
    status,
    ...(values.provider ? { provider: values.provider } : {}),
  });
  const drawer = useNumberDrawer();
  const numberColumns = useVoipNumberColumns<VoipNumberRow>({ withOrg: true, onOpen: drawer.open });
  const [reserving, setReserving] = useState<string | null>(null);
  const [cancelReservation] = useCancelVoipReservationMutation();
  const canReserve = ability.can('update', 'Number');
  const columns = [
    ...numberColumns,
    {
      id: 'actions',
      header: '',
      cell: ({ row }: { row: { original: VoipNumberRow } }) => {
        const { number, status } = row.original;
        if (!canReserve || (status !== 'AVAILABLE' && status !== 'RESERVED')) return null;
        // A click on an action is not a click on the row: it must not open the drawer.
        return (
          <span onClick={(e) => e.stopPropagation()}>
            {status === 'AVAILABLE' ? (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => setReserving(number)}
                data-testid="reserve-number"
              >
                {t('numbers.reserve')}
              </Button>
            ) : (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                data-testid="cancel-reservation"
                onClick={() =>
                  void runAction({
                    confirm: {
                      title: t('numbers.cancelReservationTitle'),
                      message: t('numbers.cancelReservationConfirm', { number }),
                      confirmLabel: t('numbers.cancelReservation'),
                    },
                    run: () => cancelReservation(number),
                    success: (data) => data.message,
                  })
                }
              >
                {t('numbers.cancelReservation')}
              </Button>
            )}
          </span>
        );
      },
    },
  ];
  const providers = providerChoices(values.provider);
  const filtered = Boolean(values.text || status || values.provider);

  return (
    <Stack data-testid="voip-numbers-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.voipNumbers')}
        </Title>
        {ability.can('create', 'Number') && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
              data-testid="import-numbers-open"
            >
              {t('numbers.import')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setAdding(true)}
              data-testid="add-number"
            >
              {t('numbers.add')}
            </Button>
          </Group>
        )}
      </Group>
      {error ? <Alert color="red">{errorMessage(error)}</Alert> : null}
      {!filtered && data?.total_items === 0 && <WhyNumbers />}
      <DataTable
        data-testid="voip-numbers-table"
        savedViews="voip-numbers"
        columns={columns}
        getRowId={(row) => String(row.id)}
        {...list.tableProps(data, isFetching)}
        emptyText={filtered ? t('numbers.noMatch') : t('numbers.noNumbersAll')}
        onRowClick={(row) => drawer.open(row.number)}
        filters={
          <FilterBar onReset={list.filtered ? list.reset : undefined} align="flex-start">
            <SearchInput
              label={t('numbers.searchLabel')}
              placeholder={t('numbers.search')}
              inputMode="tel"
              value={values.text}
              accepts={searchableNumber}
              invalidText={t('numbers.searchInvalid')}
              onSearch={(text) => setFilter('text', text)}
              w={260}
              data-testid="numbers-search"
            />
            <Select
              label={t('numbers.status')}
              placeholder={t('numbers.allStatuses')}
              clearable
              value={status ?? null}
              onChange={(next) => setFilter('status', next ?? '')}
              data={voipNumberStatuses.map((s) => ({
                value: s,
                label: t(`numbers.statuses.${s}`),
              }))}
              w={160}
              data-testid="numbers-status-filter"
            />
            <Select
              label={t('numbers.provider')}
              placeholder={t('numbers.allProviders')}
              clearable
              value={values.provider || null}
              onChange={(next) => setFilter('provider', next ?? '')}
              data={providers}
              w={180}
              data-testid="numbers-provider-filter"
            />
          </FilterBar>
        }
      />
      <NumberDrawer />
      {adding && <AddNumberDialog onClose={() => setAdding(false)} />}
      {importing && <ImportNumbersDialog onClose={() => setImporting(false)} />}
      {reserving && <ReserveNumberDialog number={reserving} onClose={() => setReserving(null)} />}
    </Stack>
  );
}

/**
 * Shown while the inventory is empty (the first sale's dead end): what the numbers are for,
 * and what waits on them.
 */
function WhyNumbers() {
  const { t } = useTranslation();
  const product = useProduct();
  return (
    <Alert color="blue" title={t('numbers.whyTitle')} data-testid="numbers-why">
      {t('numbers.whyText', { product: product.name })}
    </Alert>
  );
}

/** A carrier the console does not list yet (from a link) is still offered, so it shows. */
const providerChoices = (chosen: string) => [
  ...new Set<string>([...voipProviders, ...(chosen ? [chosen] : [])]),
];
