import { Anchor, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { PaymentLinkDetail } from '@switchboard/contract/payments';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../ui/fact';
import { Money } from '../../ui/money';
import { ObjectDrawer, type LinkedItem } from '../../ui/object-drawer';
import { useDrawerParam } from '../../ui/use-drawer-param';
import { shortUrlItem, teamItem } from './drawer-items';
import { invoicePdfUrl, usePaymentLinkQuery } from './api';
import { StatusBadge } from './status-badge';

/** The payment link drawer's URL parameter: `?link=12` opens it. */
export const useLinkDrawer = () => useDrawerParam('link');

/** Its team, the payment that paid it (its drawer) and invoice, and its short URL's page. */
function linksOf({ link, payment, short_url_clicks }: PaymentLinkDetail, t: TFunction) {
  const items: LinkedItem[] = [teamItem(t, link.org_id, link.org_name)];
  if (payment) {
    items.push({
      key: 'payment',
      kind: t('payments.invoices.payment'),
      label: `#${payment.id}`,
      to: `/teams/${link.org_id}/invoices?payment=${payment.id}`,
      detail: (
        <>
          <Money paise={payment.amount} /> · {formatDateTime(payment.created_at)}
        </>
      ),
    });
    if (payment.invoice_id && payment.invoice_number)
      items.push({
        key: 'invoice',
        kind: t('payments.invoice'),
        label: payment.invoice_number,
        href: invoicePdfUrl(payment.invoice_id),
        detail: t('payments.invoices.download'),
      });
  }
  if (short_url_clicks) items.push(shortUrlItem(t, short_url_clicks));
  return items;
}

/** A payment link's facts (₹, IST), linked objects and history, opened by `?link=<id>`. */
export function LinkDrawer() {
  const { t } = useTranslation();
  const { id, close } = useLinkDrawer();
  const query = usePaymentLinkQuery(id ?? 0, { skip: id === null });
  return (
    <ObjectDrawer
      opened={id !== null}
      onClose={close}
      title={t('payments.links.drawerTitle', { link: query.data?.link.link_id ?? `#${id ?? ''}` })}
      testId="link-drawer"
      query={query}
      parts={(data) => {
        const { link } = data;
        return {
          facts: [
            { label: t('payments.amount'), value: <Money paise={link.amount} /> },
            { label: t('payments.statusLabel'), value: <StatusBadge status={link.status} /> },
            { label: t('payments.date'), value: formatDateTime(link.created_at) },
            {
              label: t('payments.links.expires'),
              value: link.expire_by ? formatDateTime(link.expire_by) : '—',
            },
            {
              label: t('payments.links.paidAt'),
              value: link.paid_at ? formatDateTime(link.paid_at) : '—',
            },
            { label: t('payments.org'), value: `${link.org_name} (#${link.org_id})` },
          ],
          about: (
            <>
              <Text size="sm">{link.description}</Text>
              <Fact label={t('payments.links.sentLink')}>
                <Anchor
                  href={link.short_url}
                  target="_blank"
                  rel="noreferrer"
                  style={{ wordBreak: 'break-all' }}
                >
                  {link.short_url}
                </Anchor>
              </Fact>
            </>
          ),
          linked: linksOf(data, t),
          history: data.history,
          actionsKey: 'payments.historyActions',
        };
      }}
    />
  );
}
