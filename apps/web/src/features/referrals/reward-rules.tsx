import { Badge, Box, Button, Card, Table, Text } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import type { RewardRule } from '@switchboard/contract/referrals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardValue } from './reward-value';
import { useAppAbility } from '../../lib/ability';
import { useRewardRulesQuery } from './api';
import { RewardRuleDialog } from './reward-rule-dialog';
import { ActionsTh } from '../../ui/data-table/sort-header';

type Props = { newRule: boolean; onNewRuleClosed: () => void };

/** The reward rules: what each stage earns whom; an SU adds and edits them. */
export function RewardRules({ newRule, onNewRuleClosed }: Props) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data: rules = [] } = useRewardRulesQuery();
  const [editing, setEditing] = useState<RewardRule | null>(null);
  const canEdit = ability.can('update', 'RewardRule');
  return (
    <Card withBorder data-testid="reward-rules">
      {rules.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('referrals.noRules')}
        </Text>
      ) : (
        // A phone is narrower than the rules' columns: they scroll, never cut off behind the card.
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('referrals.rulesRegion')}
          data-testid="reward-rules-scroll"
        >
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('referrals.ruleName')}</Table.Th>
                <Table.Th>{t('referrals.trigger')}</Table.Th>
                <Table.Th ta="right">{t('referrals.referrerValue')}</Table.Th>
                <Table.Th ta="right">{t('referrals.referredValue')}</Table.Th>
                <Table.Th ta="right">{t('referrals.monthlyCap')}</Table.Th>
                <ActionsTh />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.map((rule) => (
                <Table.Tr key={rule.id} data-testid="reward-rule-row">
                  <Table.Td>
                    {rule.name}{' '}
                    {!rule.active && (
                      <Badge color="gray" variant="light" size="sm">
                        {t('referrals.inactive')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t(`referrals.triggers.${rule.trigger}`)}
                    {rule.trigger === 'PAID' && rule.min_amount > 0 && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {t('referrals.atLeast', { amount: formatInr(rule.min_amount) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{rewardValue(t, rule.kind, rule.referrer_value)}</Table.Td>
                  <Table.Td ta="right">
                    {rule.referred_value ? rewardValue(t, rule.kind, rule.referred_value) : '—'}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(rule.monthly_cap)}</Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Button size="xs" variant="subtle" onClick={() => setEditing(rule)}>
                        {t('referrals.edit')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {(newRule || editing) && (
        <RewardRuleDialog
          {...(editing ? { rule: editing } : {})}
          onClose={() => {
            setEditing(null);
            onNewRuleClosed();
          }}
        />
      )}
    </Card>
  );
}
