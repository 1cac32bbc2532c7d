import { Anchor, Card, Code, Group, Table, Title } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInviteCodesQuery } from './api';
import { benefitText, usesText } from './benefit-text';
import { InviteCodeStatusBadge } from './status-badge';

/** The user page's panel: the invite codes a staff member owns; nothing when they own none. */
export default function OwnedInviteCodes({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data } = useInviteCodesQuery({ owner_staff_id: userId, page: 1, page_size: 10 });
  if (!data || data.rows.length === 0) return null;
  return (
    <Card withBorder data-testid="owned-invite-codes">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('invite-codes.ownedTitle', { n: formatNumber(data.total_items) })}
        </Title>
      </Group>
      <Table>
        <Table.Tbody>
          {data.rows.map((code) => (
            <Table.Tr key={code.id}>
              <Table.Td>
                <Anchor component={Link} to={`/invite-codes/${code.id}`}>
                  <Code>{code.code}</Code>
                </Anchor>
              </Table.Td>
              <Table.Td>{benefitText(t, code)}</Table.Td>
              <Table.Td>{usesText(code)}</Table.Td>
              <Table.Td>
                <InviteCodeStatusBadge status={code.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
