import { Anchor, Table, Text } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import type { Reward } from '@switchboard/contract/referrals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardValue } from './reward-value';
import { Link } from 'react-router';
import { RewardStatusBadge } from './status-badges';
import { ActionsTh } from '../../ui/data-table/sort-header';

type Props = {
  rows: Reward[];
  /** A row's actions (the Rewards page's reject or revoke). */
  actions?: (reward: Reward) => ReactNode;
};

/** Rewards as a ledger: whose, what (minutes, days, credit), from which rule, in which state. */
export function RewardTable({ rows, actions }: Props) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="rewards-empty">
        {t('referrals.noRewards')}
      </Text>
    );
  return (
    <Table striped withTableBorder data-testid="reward-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('referrals.rewardFor')}</Table.Th>
          <Table.Th>{t('referrals.rule')}</Table.Th>
          <Table.Th ta="right">{t('referrals.valueLabel')}</Table.Th>
          <Table.Th>{t('referrals.statusLabel')}</Table.Th>
          <Table.Th>{t('referrals.created')}</Table.Th>
          {actions && <ActionsTh />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((reward) => (
          <Table.Tr key={reward.id} data-testid="reward-row">
            <Table.Td>
              <Anchor component={Link} to={`/teams/${reward.org_id}`} size="sm">
                {reward.org_name}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {t(`referrals.beneficiary.${reward.beneficiary}`)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/referrals/${reward.referral_id}`} size="sm">
                {reward.rule_name}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">{rewardValue(t, reward.kind, reward.value)}</Table.Td>
            <Table.Td>
              <RewardStatusBadge status={reward.status} />
              {reward.reason && (
                <Text size="xs" c="dimmed">
                  {reward.reason}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatDate(reward.created_at)}</Table.Td>
            {actions && <Table.Td>{actions(reward)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
