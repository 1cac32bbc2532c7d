import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { WhatsappTemplate } from '@switchboard/contract/whatsapp';
import { useTranslation } from 'react-i18next';
import { ActionsTh } from '../../ui/data-table/sort-header';

const statusColor: Record<WhatsappTemplate['status'], string> = {
  APPROVED: 'green',
  PENDING: 'yellow',
  REJECTED: 'red',
  PAUSED: 'orange',
  DISABLED: 'gray',
};

/** The account's templates as last synced: the approved ones can be sent. */
export function TemplatesTable({
  templates,
  onSend,
}: {
  templates: WhatsappTemplate[];
  onSend: ((template: WhatsappTemplate) => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="whatsapp-templates">
      <Title order={2} size="h4" mb="sm">
        {t('whatsapp.templates')}
      </Title>
      {templates.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('whatsapp.noTemplates')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('whatsapp.template')}</Table.Th>
                <Table.Th>{t('whatsapp.categoryLabel')}</Table.Th>
                <Table.Th>{t('whatsapp.columns.status')}</Table.Th>
                <Table.Th>{t('whatsapp.body')}</Table.Th>
                <ActionsTh />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.map((template) => (
                <Table.Tr key={template.id} data-testid={`whatsapp-template-${template.name}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {template.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {template.language}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`whatsapp.category.${template.category}`)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Badge color={statusColor[template.status]} variant="light">
                        {t(`whatsapp.templateStatus.${template.status}`)}
                      </Badge>
                      {template.rejected_reason ? (
                        <Text size="xs" c="red">
                          {template.rejected_reason}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {template.body}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {onSend && template.status === 'APPROVED' ? (
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => onSend(template)}
                          data-testid={`whatsapp-send-${template.name}`}
                        >
                          {t('whatsapp.sendThis')}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
