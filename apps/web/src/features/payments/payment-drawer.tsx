import { Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { PaymentDetail } from '@switchboard/contract/payments';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Money } from '../../ui/money';
import { DrawerSection, ObjectDrawer, type LinkedItem } from '../../ui/object-drawer';
import { useDrawerParam } from '../../ui/use-drawer-param';
import { refundItem, teamItem } from './drawer-items';
import { GatewayEvents } from './gateway-events';
import { invoicePdfUrl, usePaymentQuery } from './api';
import { StatusBadge } from './status-badge';

/** The payment drawer's URL parameter: `?payment=12` opens it, from any list of payments. */
export const usePaymentDrawer = () => useDrawerParam('payment');

/** Money the gateway's webhook brings (an order, a payment link): its events have a section. */
const gatewayTypes = new Set(['RAZORPAY', 'PAYMENT_LINK']);

/** What a payment links to: its team, the subscription it paid for, its invoice and each refund. */
function linksOf(detail: PaymentDetail, t: TFunction): LinkedItem[] {
  const { payment } = detail;
  const items: LinkedItem[] = [teamItem(t, payment.org_id, payment.org_name)];
  if (payment.subscription_id)
    items.push({
      key: 'subscription',
      kind: t('payments.drawer.subscription'),
      label: `#${payment.subscription_id}`,
      to: `/teams/${payment.org_id}/subscriptions`,
    });
  if (payment.invoice_id && payment.invoice_number)
    items.push({
      key: 'invoice',
      kind: t('payments.invoice'),
      label: payment.invoice_number,
      href: invoicePdfUrl(payment.invoice_id),
      detail: t('payments.invoices.download'),
    });
  for (const refund of detail.refunds) items.push(refundItem(refund, t('payments.drawer.refund')));
  return items;
}

/** A payment's facts, linked objects and history, opened by `?payment=<id>`. */
export function PaymentDrawer() {
  const { t } = useTranslation();
  const { id, close } = usePaymentDrawer();
  const query = usePaymentQuery(id ?? 0, { skip: id === null });
  return (
    <ObjectDrawer
      opened={id !== null}
      onClose={close}
      title={t('payments.drawer.title', { id: id ?? '' })}
      testId="payment-drawer"
      query={query}
      parts={(data) => {
        const { payment } = data;
        return {
          facts: [
            { label: t('payments.amount'), value: <Money paise={payment.amount} /> },
            {
              label: t('payments.refunded'),
              value: payment.refunded_amount ? <Money paise={payment.refunded_amount} /> : '—',
            },
            { label: t('payments.statusLabel'), value: <StatusBadge status={payment.status} /> },
            {
              label: t('payments.type'),
              value: t(`payments.types.${payment.payment_type}`, {
                defaultValue: payment.payment_type,
              }),
            },
            { label: t('payments.reference'), value: payment.payment_ref ?? '—' },
            { label: t('payments.date'), value: formatDateTime(payment.created_at) },
          ],
          about: payment.description && <Text size="sm">{payment.description}</Text>,
          linked: linksOf(data, t),
          linkedTestId: 'payment-links',
          sections: (gatewayTypes.has(payment.payment_type) || data.gateway_events.length > 0) && (
            <DrawerSection title={t('payments.drawer.gatewayEvents')} testId="gateway-events">
              <GatewayEvents events={data.gateway_events} />
            </DrawerSection>
          ),
          history: data.history,
        };
      }}
    />
  );
}
