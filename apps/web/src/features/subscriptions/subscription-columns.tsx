import { Anchor, Tooltip } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import type { Subscription } from '@switchboard/contract/subscriptions';
import { Link } from 'react-router';
import i18n from '../../lib/i18n';
import { variantLabel } from '../../lib/reference-labels';
import { Money } from '../../ui/money';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionIdCell } from './subscription-detail';
import { paymentTypeLabel, StatusBadge } from './subscription-labels';

const column = createColumnHelper<Subscription>();

/** Short values never wrap (a badge cut to 'EXPIR…', a date over two lines); names may. */
const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * Columns of both lists; the org column is left out on a team's own tab. Sizes are what each
 * value needs, so the width left goes to the team and plan names instead of an equal share.
 */
export function subscriptionColumns(withOrg: boolean) {
  return [
    column.accessor('id', {
      size: 56,
      header: () => '#',
      cell: (c) => <SubscriptionIdCell id={c.getValue()} />,
    }),
    ...(withOrg
      ? [
          column.accessor('org_name', {
            size: 220,
            header: () => i18n.t('subscriptions.team'),
            cell: (c) => (
              <Anchor component={Link} to={`/teams/${c.row.original.org_id}/subscriptions`}>
                {c.getValue()}
              </Anchor>
            ),
          }),
        ]
      : []),
    column.accessor('plan_name', {
      size: 260,
      header: () => i18n.t('subscriptions.plan'),
      cell: (c) => `${c.getValue()} (${c.row.original.plan_id})`,
    }),
    column.accessor('variant_name', {
      size: 90,
      header: () => i18n.t('subscriptions.variant'),
      cell: (c) => variantLabel(c.getValue()),
    }),
    column.accessor('status', {
      size: 90,
      header: () => i18n.t('subscriptions.statusLabel'),
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.accessor('valid_till', {
      size: 110,
      header: () => i18n.t('subscriptions.validTill'),
      cell: (c) => <span style={nowrap}>{formatDate(c.getValue())}</span>,
    }),
    column.accessor('amount', {
      size: 110,
      header: () => i18n.t('subscriptions.amount'),
      cell: (c) => {
        const { price_override_reason: reason, catalogue_amount: catalogue } = c.row.original;
        const amount = (
          <span style={nowrap}>
            <Money paise={c.getValue()} />
            {reason ? ' *' : ''}
          </span>
        );
        // A price set off the catalogue: the catalogue's price and the seller's reason on hover.
        return reason ? (
          <Tooltip
            label={i18n.t('subscriptions.overriddenPrice', {
              catalogue: formatInr(catalogue ?? 0),
              reason,
            })}
            multiline
            w={260}
          >
            <span data-testid="price-overridden">{amount}</span>
          </Tooltip>
        ) : (
          amount
        );
      },
    }),
    column.accessor('payment_type', {
      size: 110,
      header: () => i18n.t('subscriptions.paymentType'),
      cell: (c) => <span style={nowrap}>{paymentTypeLabel(c.getValue())}</span>,
    }),
    column.display({
      id: 'actions',
      size: 44,
      header: '',
      cell: (c) => <SubscriptionActions subscription={c.row.original} />,
    }),
  ];
}
