import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { UserRow } from '@switchboard/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/search-input';
import { useFindUserToOnboardQuery } from './api';

/** Step 1: find the customer by name, phone (+91 or not), email or id. */
export function FindUserStep({ onPick }: { onPick: (user: UserRow) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { data, isFetching } = useFindUserToOnboardQuery(query, { skip: query.length < 2 });
  return (
    <Stack>
      <SearchInput
        label={t('onboarding.findUser')}
        description={t('onboarding.findUserHint')}
        rightSection={isFetching ? <Loader size="xs" /> : null}
        value={query}
        onSearch={setQuery}
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
