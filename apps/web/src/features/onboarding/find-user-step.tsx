import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { UserRow } from '@switchboard/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindUserToOnboardQuery } from './api';

/** Step 1: find the customer by name, phone (+91 or not), email or id. */
export function FindUserStep({ onPick }: { onPick: (user: UserRow) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const { data, isFetching } = useFindUserToOnboardQuery(query, { skip: query.length < 2 });
  return (
    <Stack>
      <TextInput
        label={t('onboarding.findUser')}
        description={t('onboarding.findUserHint')}
        leftSection={<IconSearch size={16} />}
        rightSection={isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-autofocus
        data-testid="onboard-user-search"
      />
      {query.length >= 2 &&
        data &&
        (data.rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('onboarding.noUser', { text: query })}
          </Text>
        ) : (
          <Table highlightOnHover>
            <Table.Tbody>
              {data.rows.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>{`${u.first_name} ${u.last_name}`.trim()}</Table.Td>
                  <Table.Td>{u.phone ?? '–'}</Table.Td>
                  <Table.Td>{u.email ?? '–'}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button size="xs" onClick={() => onPick(u)}>
                        {t('onboarding.choose')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </Stack>
  );
}
