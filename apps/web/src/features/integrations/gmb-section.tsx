import { Badge, Card, Center, Group, Loader, Table, Text, Title } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { useGmbLocationsQuery } from './api';

const statusColor = { VERIFIED: 'green', PENDING: 'yellow', SUSPENDED: 'red' } as const;

/** The org's Google Business Profile locations. */
export function GmbSection({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useGmbLocationsQuery(orgId);
  return (
    <Card withBorder data-testid="gmb-section">
      <Title order={3} size="h4" mb="sm">
        {t('integrations.gmbTitle')}
      </Title>
      {isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : !data?.length ? (
        <Text c="dimmed" ta="center" py="md">
          {t('integrations.noGmb')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {data.map((l) => (
              <Table.Tr key={l.id} data-testid="gmb-row">
                <Table.Td>
                  <Text fw={500} size="sm">
                    {l.location_name}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {l.address}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColor[l.status]}>
                    {t(`integrations.gmbStatus.${l.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{l.rating === null ? '–' : `★ ${l.rating.toFixed(1)}`}</Text>
                    <Text size="xs" c="dimmed">
                      {t('integrations.reviews', { count: formatNumber(l.review_count) })}
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
