import { Button } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { mandateStatuses, type Mandate } from '@switchboard/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { Money } from '../../ui/money';
import { useCancelMandateMutation, useMandatesQuery } from './api';
import { confirmChange, GatewayList, gatewayColumns, useGatewayList } from './gateway-list';
import { MandateDrawer, useMandateDrawer } from './mandate-drawer';
import { MandateDialog } from './mandate-dialog';
import { DrawerLink } from '../../ui/object-drawer';

const column = createColumnHelper<Mandate>();
const cancellable = new Set(['created', 'pending', 'active', 'paused']);

/**
 * Recurring-payment authorisations with the status the gateway last reported. Search is by
 * mandate id (the gateway's inv_... or, in the sandbox, mdt_...), as staff get it from the customer or the bank.
 */
export function MandatesPanel() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const list = useGatewayList(mandateStatuses, true);
  const result = useMandatesQuery(list.query);
  const [cancel] = useCancelMandateMutation();
  const shared = gatewayColumns<Mandate>(t);
  const drawer = useMandateDrawer();

  const onCancel = (mandate: Mandate) =>
    confirmChange({
      confirm: {
        title: t('payments.mandates.cancel'),
        message: t('payments.mandates.cancelConfirm', {
          id: mandate.mandate_id,
          org: mandate.org_name,
        }),
        danger: true,
      },
      run: () => cancel({ orgId: mandate.org_id, mandateId: mandate.mandate_id }),
      done: t('payments.mandates.cancelled'),
    });

  const columns = [
    column.accessor('mandate_id', {
      header: t('payments.mandates.id'),
      // The id is the row's link to its drawer (the whole row opens it too, for the mouse).
      cell: (c) => (
        <DrawerLink onOpen={() => drawer.open(c.getValue())} mono>
          {c.getValue()}
        </DrawerLink>
      ),
    }),
    shared.org,
    column.accessor('max_amount', {
      header: t('payments.mandates.maxAmount'),
      cell: (c) => <Money paise={c.getValue()} />,
    }),
    column.accessor('frequency', {
      header: t('payments.mandates.frequency'),
      cell: (c) => t(`payments.mandates.frequencies.${c.getValue()}`),
    }),
    shared.status,
    column.accessor('created_at', {
      header: t('payments.date'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        cancellable.has(c.row.original.status) && ability.can('update', 'Mandate') ? (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={(e) => {
              // Cancelling is not a click on the row: it must not open the drawer.
              e.stopPropagation();
              void onCancel(c.row.original);
            }}
          >
            {t('payments.mandates.cancel')}
          </Button>
        ) : null,
    }),
  ];

  return (
    <>
      <GatewayList
        kind="mandates"
        savedViews="mandates"
        subject="Mandate"
        list={list}
        result={result}
        columns={columns}
        getRowId={(row) => row.mandate_id}
        CreateModal={MandateDialog}
        data-testid="mandates-table"
        onRowClick={(row) => drawer.open(row.mandate_id)}
      />
      <MandateDrawer />
    </>
  );
}
