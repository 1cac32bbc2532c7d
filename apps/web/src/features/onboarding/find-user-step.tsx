import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { UserRow } from '@switchboard/contract/users';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchInput } from '../../ui/search-input';
import { useFindUserToOnboardQuery, useUserToOnboardQuery } from './api';

/** Step 1: find the customer by name, phone (+91 or not), email or id. */
export function FindUserStep({
  onPick,
  userId,
}: {
  onPick: (user: UserRow) => void;
  /** A user named by the address (`/onboard?user=12`, from the user's page): found and chosen. */
  userId?: number | undefined;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { data, isFetching } = useFindUserToOnboardQuery(query, { skip: query.length < 2 });
  // Read by its id: a search for "3" was skipped (too short), and a search for "12" lists the
  // first 8 users with 12 anywhere in their name, phone or email, not necessarily user 12.
  const { data: named } = useUserToOnboardQuery(userId ?? 0, { skip: !userId });
  useEffect(() => {
    if (named) onPick(named);
  }, [named, onPick]);
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
          <Text c="dimmed" size="sm" data-testid="onboard-no-user">
            {/* The way out is a link: the users list, where the customer user is created. Its tag
                is <users>, not <link>: Trans reads <link> as HTML's empty element, and the
                words then fell outside an empty link. */}
            <Trans
              i18nKey="onboarding.noUser"
              values={{ text: query }}
              components={{ users: <Anchor component={Link} to="/teams/users" size="sm" /> }}
            />
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
