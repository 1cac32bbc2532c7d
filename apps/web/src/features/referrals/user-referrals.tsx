import { Anchor, Badge, Button, Card, Code, Group, Table, Text, Title } from '@mantine/core';
import { formatDate, formatNumber } from '@switchboard/contract/format';
import type { ReferralCodeAction } from '@switchboard/contract/referrals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { runAction } from '../../ui/run-action';
import { useChangeReferralCodeMutation, useReferralCodeQuery, useReferralsQuery } from './api';
import { FraudFlags, ReferralStatusBadge } from './status-badges';

/**
 * The user page's panel: the customer's referral code (staff make a new one or switch it off)
 * and the teams they referred, each with how far its referral got.
 */
export default function UserReferrals({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data: code } = useReferralCodeQuery(userId);
  const { data: made } = useReferralsQuery({ referrer_user_id: userId, page: 1, page_size: 10 });
  const [change] = useChangeReferralCodeMutation();
  if (!code) return null;
  const act = (action: ReferralCodeAction) =>
    void runAction({
      confirm:
        action === 'ENABLE'
          ? undefined
          : {
              title: t(`referrals.codeConfirm.${action}`),
              message: t('referrals.codeConfirmText'),
              confirmLabel: t(`referrals.codeAction.${action}`),
              danger: true,
            },
      run: () => change({ userId, action }),
      success: (result) => result.message,
    });
  return (
    <Card withBorder data-testid="user-referral-programme">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('referrals.userTitle')}
        </Title>
        <Group gap="xs">
          {code.referral_code && (
            <Code fz="sm" data-testid="user-referral-code">
              {code.referral_code}
            </Code>
          )}
          {code.disabled && (
            <Badge color="gray" variant="light">
              {t('referrals.codeDisabled')}
            </Badge>
          )}
          {ability.can('update', 'User') && (
            <>
              <Button size="xs" variant="default" onClick={() => act('REGENERATE')}>
                {t('referrals.codeAction.REGENERATE')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color={code.disabled ? 'green' : 'red'}
                onClick={() => act(code.disabled ? 'ENABLE' : 'DISABLE')}
                data-testid="user-referral-code-toggle"
              >
                {t(`referrals.codeAction.${code.disabled ? 'ENABLE' : 'DISABLE'}`)}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {!made || made.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('referrals.userNone')}
        </Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {t('referrals.userCount', {
              count: made.total_items,
              n: formatNumber(made.total_items),
            })}
          </Text>
          <Table>
            <Table.Tbody>
              {made.rows.map((referral) => (
                <Table.Tr key={referral.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/referrals/${referral.id}`}>
                      {referral.referred_org_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <ReferralStatusBadge status={referral.status} />
                  </Table.Td>
                  <Table.Td>
                    <FraudFlags flags={referral.flags} />
                  </Table.Td>
                  <Table.Td>{formatDate(referral.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Card>
  );
}
