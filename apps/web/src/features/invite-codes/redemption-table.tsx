import { Anchor, Card, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { Redemption } from '@switchboard/contract/invite-codes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Who redeemed a code, newest first: the team (linked), the user, when, and what it got. */
export function RedemptionTable({ rows }: { rows: Redemption[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="redemptions">
      <Title order={2} size="h4" mb="sm">
        {t('invite-codes.redemptions')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('invite-codes.noRedemptions')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invite-codes.team')}</Table.Th>
                <Table.Th>{t('invite-codes.user')}</Table.Th>
                <Table.Th>{t('invite-codes.redeemedAt')}</Table.Th>
                <Table.Th>{t('invite-codes.applied')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid="redemption-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/teams/${r.org_id}`} size="sm">
                      {r.org_name} · #{r.org_id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {r.user_id ? (
                      <Anchor component={Link} to={`/teams/users/${r.user_id}`} size="sm">
                        #{r.user_id}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
                  <Table.Td>{r.benefit}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
