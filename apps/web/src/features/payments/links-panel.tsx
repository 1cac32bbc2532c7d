import { Button, Group } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { paymentLinkStatuses, type PaymentLink } from '@switchboard/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { Money } from '../../ui/money';
import { useClosePaymentLinkMutation, usePaymentLinksQuery } from './api';
import { CreateLinkDialog } from './create-link-dialog';
import { confirmChange, GatewayList, gatewayColumns, useGatewayList } from './gateway-list';
import { LinkDrawer, useLinkDrawer } from './link-drawer';
import { DrawerLink } from '../../ui/object-drawer';

const column = createColumnHelper<PaymentLink>();

/** Payment links sent to teams, with the status the gateway last reported. */
export function LinksPanel() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const list = useGatewayList(paymentLinkStatuses);
  const result = usePaymentLinksQuery(list.query);
  const [close] = useClosePaymentLinkMutation();
  const shared = gatewayColumns<PaymentLink>(t);
  const drawer = useLinkDrawer();

  const onClose = (link: PaymentLink, action: 'cancel' | 'expire') =>
    confirmChange({
      confirm: {
        title: t(`payments.links.${action}Title`),
        message: t(`payments.links.${action}Confirm`, { link: link.link_id, org: link.org_name }),
        confirmLabel: t(`payments.links.${action}Title`),
        danger: true,
      },
      run: () => close({ id: link.id, action }),
      done: t(`payments.links.${action}Done`),
    });

  const columns = [
    column.accessor('link_id', {
      header: t('payments.links.link'),
      // The link id is the row's link to its drawer (the whole row opens it too, for the mouse);
      // the short URL the customer was sent is in the drawer.
      cell: (c) => (
        <DrawerLink
          onOpen={() => drawer.open(c.row.original.id)}
          label={t('payments.links.open', { link: c.getValue() })}
          mono
        >
          {c.getValue()}
        </DrawerLink>
      ),
    }),
    shared.org,
    column.accessor('amount', {
      header: t('payments.amount'),
      cell: (c) => <Money paise={c.getValue()} />,
    }),
    column.accessor('description', { header: t('payments.description') }),
    shared.status,
    column.accessor('expire_by', {
      header: t('payments.links.expires'),
      cell: (c) => (c.getValue() ? formatDateTime(c.getValue() as string) : '—'),
    }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        c.row.original.status === 'created' && ability.can('update', 'PaymentLink') ? (
          // A click on an action is not a click on the row: it must not open the drawer.
          <Group gap="xs" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => void onClose(c.row.original, 'cancel')}
            >
              {t('payments.links.cancel')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => void onClose(c.row.original, 'expire')}
            >
              {t('payments.links.expire')}
            </Button>
          </Group>
        ) : null,
    }),
  ];

  return (
    <>
      <GatewayList
        kind="links"
        savedViews="payment-links"
        subject="PaymentLink"
        list={list}
        result={result}
        columns={columns}
        getRowId={(row) => String(row.id)}
        CreateModal={CreateLinkDialog}
        data-testid="payment-links-table"
        onRowClick={(row) => drawer.open(row.id)}
      />
      <LinkDrawer />
    </>
  );
}
