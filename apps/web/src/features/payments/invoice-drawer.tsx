import { Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { InvoiceDetailView } from '@switchboard/contract/payments';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Money } from '../../ui/money';
import { ObjectDrawer, type LinkedItem } from '../../ui/object-drawer';
import { useDrawerParam } from '../../ui/use-drawer-param';
import { refundItem, teamItem } from './drawer-items';
import { invoicePdfUrl, useInvoiceQuery } from './api';

/** The invoice drawer's URL parameter: `?invoice=12` opens it. */
export const useInvoiceDrawer = () => useDrawerParam('invoice');

/** What an invoice links to: its PDF, team, the payment it bills (its drawer), sale and refunds. */
function linksOf({ invoice, payment, refunds }: InvoiceDetailView, t: TFunction): LinkedItem[] {
  const items: LinkedItem[] = [
    {
      key: 'pdf',
      kind: t('payments.invoice'),
      label: invoice.number,
      href: invoicePdfUrl(invoice.id),
      detail: t('payments.invoices.download'),
    },
    teamItem(t, invoice.org_id, invoice.org_name),
  ];
  if (payment) {
    items.push({
      key: 'payment',
      kind: t('payments.invoices.payment'),
      label: `#${payment.id}`,
      to: `/teams/${invoice.org_id}/invoices?payment=${payment.id}`,
      detail: (
        <>
          <Money paise={payment.amount} /> ·{' '}
          {t(`payments.types.${payment.payment_type}`, { defaultValue: payment.payment_type })}
          {payment.payment_ref ? ` · ${payment.payment_ref}` : ''}
        </>
      ),
    });
    if (payment.subscription_id)
      items.push({
        key: 'subscription',
        kind: t('payments.drawer.subscription'),
        label: `#${payment.subscription_id}`,
        to: `/teams/${invoice.org_id}/subscriptions`,
      });
  } else
    items.push({
      key: 'payment',
      kind: t('payments.invoices.payment'),
      label: t('payments.invoices.paymentDeleted'),
    });
  for (const refund of refunds) items.push(refundItem(refund, t('payments.invoices.creditNote')));
  return items;
}

/** An invoice's facts (₹, IST), linked objects and history, opened by `?invoice=<id>`. */
export function InvoiceDrawer() {
  const { t } = useTranslation();
  const { id, close } = useInvoiceDrawer();
  const query = useInvoiceQuery(id ?? 0, { skip: id === null });
  const number = query.data?.invoice.number ?? `#${id ?? ''}`;
  return (
    <ObjectDrawer
      opened={id !== null}
      onClose={close}
      title={t('payments.invoices.drawerTitle', { number })}
      testId="invoice-drawer"
      query={query}
      parts={(data) => {
        const { invoice } = data;
        return {
          facts: [
            { label: t('payments.invoices.total'), value: <Money paise={invoice.total} /> },
            { label: t('payments.invoices.taxable'), value: <Money paise={invoice.taxable} /> },
            ...(invoice.supply === 'INTRA'
              ? [
                  { label: 'CGST', value: <Money paise={invoice.cgst} /> },
                  { label: 'SGST', value: <Money paise={invoice.sgst} /> },
                ]
              : [{ label: 'IGST', value: <Money paise={invoice.igst} /> }]),
            { label: t('payments.invoices.issued'), value: formatDateTime(invoice.issued_at) },
            { label: 'GSTIN', value: invoice.gstin ?? '—' },
            { label: t('payments.invoices.placeOfSupply'), value: invoice.place_of_supply ?? '—' },
          ],
          about: <Text size="sm">{invoice.description}</Text>,
          linked: linksOf(data, t),
          linkedTestId: 'invoice-links',
          history: data.history,
        };
      }}
    />
  );
}
