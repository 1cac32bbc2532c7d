import { Anchor } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@switchboard/contract/format';
import type { Subscription } from '@switchboard/contract/subscriptions';
import { Link } from 'react-router';
import i18n from '../../app/i18n';
import { Money } from '../../ui/money';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionIdCell } from './subscription-detail';
import { paymentTypeLabel, StatusBadge } from './subscription-labels';

const column = createColumnHelper<Subscription>();

/** Columns of both lists; the org column is left out on a team's own tab. */
export function subscriptionColumns(withOrg: boolean) {
  return [
    column.accessor('id', { header: () => '#', cell: (c) => <SubscriptionIdCell id={c.getValue()} /> }),
    ...(withOrg
      ? [column.accessor('org_name', {
          header: () => i18n.t('subscriptions.team'),
          cell: (c) => <Anchor component={Link} to={`/teams/${c.row.original.org_id}/subscriptions`}>{c.getValue()}</Anchor>,
        })]
      : []),
    column.accessor('plan_name', { header: () => i18n.t('subscriptions.plan'), cell: (c) => `${c.getValue()} (${c.row.original.plan_id})` }),
    column.accessor('variant_name', { header: () => i18n.t('subscriptions.variant'), cell: (c) => c.getValue() ?? '—' }),
    column.accessor('status', { header: () => i18n.t('subscriptions.statusLabel'), cell: (c) => <StatusBadge status={c.getValue()} /> }),
    column.accessor('valid_till', { header: () => i18n.t('subscriptions.validTill'), cell: (c) => formatDate(c.getValue()) }),
    column.accessor('amount', { header: () => i18n.t('subscriptions.amount'), cell: (c) => <Money paise={c.getValue()} /> }),
    column.accessor('payment_type', { header: () => i18n.t('subscriptions.paymentType'), cell: (c) => paymentTypeLabel(c.getValue()) }),
    column.display({ id: 'actions', header: () => '', cell: (c) => <SubscriptionActions subscription={c.row.original} /> }),
  ];
}
