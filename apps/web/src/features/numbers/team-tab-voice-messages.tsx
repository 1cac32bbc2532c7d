import { Alert, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { useOrgVoiceMessagesQuery } from './api';
import { VoiceMessageDialog } from './voice-message-dialog';

/** The team's voice messages, newest first, and a form to add one. */
export default function TeamTabVoiceMessages({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useOrgVoiceMessagesQuery(orgId);
  const [adding, setAdding] = useState(false);
  return (
    <Stack data-testid="voice-messages-tab">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('numbers.addMessage')}
        </Button>
      </Group>
      {isLoading ? (
        <Center>
          <Loader size="sm" />
        </Center>
      ) : error ? (
        <Alert color="red" data-testid="tab-load-error">
          {errorMessage(error)}
        </Alert>
      ) : !data?.length ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('numbers.noMessages')}
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('numbers.messageName')}</Table.Th>
              <Table.Th>{t('numbers.kind')}</Table.Th>
              <Table.Th>{t('numbers.content')}</Table.Th>
              <Table.Th>{t('numbers.by')}</Table.Th>
              <Table.Th>{t('numbers.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {t(`numbers.kinds.${m.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td maw={360}>
                  <Text size="sm" truncate>
                    {m.text ?? m.file_name}
                  </Text>
                </Table.Td>
                <Table.Td>{m.created_by_name ?? '–'}</Table.Td>
                <Table.Td>{formatDateTime(m.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {adding && <VoiceMessageDialog orgId={orgId} onDone={() => setAdding(false)} />}
    </Stack>
  );
}
