import { formatDateTime } from '@switchboard/contract/format';
import type { TFunction } from 'i18next';
import { Money } from '../../ui/money';
import type { LinkedItem } from '../../ui/object-drawer';
import { creditNotePdfUrl } from './api';

/** The linked items every payments drawer shows alike: the team, a refund, a short link. */
export const teamItem = (t: TFunction, orgId: number, orgName: string): LinkedItem => ({
  key: 'org',
  kind: t('payments.drawer.team'),
  label: orgName,
  to: `/teams/${orgId}/subscriptions`,
});

type Refund = {
  id: number;
  amount: number;
  reason: string;
  created_at: string;
  credit_note_id: number | null;
  credit_note_number: string | null;
};

/** A refund and its credit note (PDF), as `kind` names it in the drawer. */
export const refundItem = (refund: Refund, kind: string): LinkedItem => ({
  key: `refund-${refund.id}`,
  kind,
  label: refund.credit_note_number ?? `#${refund.id}`,
  ...(refund.credit_note_id ? { href: creditNotePdfUrl(refund.credit_note_id) } : {}),
  detail: (
    <>
      −<Money paise={refund.amount} /> · {refund.reason} · {formatDateTime(refund.created_at)}
    </>
  ),
});

/** A short URL the product made for a link, opening its page with the clicks. */
export const shortUrlItem = (
  t: TFunction,
  clicks: { url: string; short_url_id: number; clicks: number },
): LinkedItem => ({
  key: 'short-url',
  kind: t('payments.drawer.shortUrl'),
  label: clicks.url.replace(/^https?:\/\//, ''),
  to: `/short-urls/${clicks.short_url_id}`,
  detail: t('payments.drawer.clicks', { count: clicks.clicks }),
});
