import { Anchor, Card, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserCampaignsQuery } from './api';

/** The user page's panel: the campaigns that reached this person, and how each message went. */
export default function UserCampaigns({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data } = useUserCampaignsQuery(userId);
  if (!data) return null;
  return (
    <Card withBorder data-testid="user-campaigns">
      <Title order={2} size="h4" mb="sm">
        {t('campaigns.userTitle')}
      </Title>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('campaigns.userNone')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {data.map((c) => (
              <Table.Tr key={c.campaign_id}>
                <Table.Td>
                  <Anchor component={Link} to={`/campaigns/${c.campaign_id}`}>
                    {c.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {t(`campaigns.recipientStatus.${c.status}`)}
                  {c.reason && (
                    <Text size="xs" c="dimmed">
                      {c.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{c.sent_at ? formatDateTime(c.sent_at) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
