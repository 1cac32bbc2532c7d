import { Card, Group, Progress, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { formatDate, formatNumber } from '@switchboard/contract/format';
import { startOfIndiaDay } from '@switchboard/contract/india-time';
import { conversationCategories } from '@switchboard/contract/whatsapp';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../ui/fact';
import { useWhatsappUsageQuery } from './api';

/** This month's conversations by category and day, against what the team's plan includes. */
export function UsageCard({ orgId }: { orgId: number }) {
  const { t, i18n } = useTranslation();
  // Remounted by the tab when a message moves: the conversations it opened are counted anew.
  const { data } = useWhatsappUsageQuery({ orgId }, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  const share = data.included > 0 ? Math.min(100, (data.used / data.included) * 100) : 0;
  return (
    <Card withBorder data-testid="whatsapp-usage">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('whatsapp.usage', {
            month: startOfIndiaDay(`${data.month}-15`).toLocaleDateString(i18n.language, {
              month: 'long',
              year: 'numeric',
            }),
          })}
        </Title>
        <Text size="sm" data-testid="whatsapp-usage-used">
          {data.included > 0
            ? t('whatsapp.usedOf', {
                used: formatNumber(data.used),
                included: formatNumber(data.included),
              })
            : t('whatsapp.usedNoPlan', { used: formatNumber(data.used) })}
        </Text>
      </Group>
      {data.included > 0 ? (
        <Progress
          value={share}
          color={share >= 90 ? 'red' : 'green'}
          mb="md"
          aria-label={t('whatsapp.usageBar')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        {conversationCategories.map((c) => (
          <Fact key={c} label={t(`whatsapp.conversation.${c}`)} testId={`whatsapp-usage-${c}`}>
            {formatNumber(data.totals[c])}
          </Fact>
        ))}
      </SimpleGrid>
      {data.days.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('whatsapp.day')}</Table.Th>
                {conversationCategories.map((c) => (
                  <Table.Th key={c} ta="right">
                    {t(`whatsapp.conversation.${c}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.days.map((day) => (
                <Table.Tr key={day.day}>
                  <Table.Td>{formatDate(startOfIndiaDay(day.day))}</Table.Td>
                  {conversationCategories.map((c) => (
                    <Table.Td key={c} ta="right">
                      {formatNumber(day[c])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t('whatsapp.noConversations')}
        </Text>
      )}
    </Card>
  );
}
