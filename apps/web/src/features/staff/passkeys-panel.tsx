import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { startRegistration, browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { Passkey, PasskeyRegisterBody } from '@switchboard/contract/passkeys';
import { formatDateTime } from '@switchboard/contract/format';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectUser, userSignedIn } from '../../lib/session/session-slice';
import {
  useAddPasskeyMutation,
  usePasskeyRegistrationOptionsMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
} from './api';

type Problem = Parameters<typeof errorMessage>[0];

/**
 * The Account page's passkeys: add one (the browser asks the device or security key), see each
 * with when it was added and last used, remove one. A first factor comes with recovery codes.
 */
export function PasskeysPanel() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const list = usePasskeysQuery();
  const [askOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [remove, removeState] = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const supported = browserSupportsWebAuthn();
  const passkeys = list.data?.passkeys ?? [];

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setAdded(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('staff.passkeyNameRequired'));
      return;
    }
    setNameError(null);
    setBusy(true);
    try {
      const options = await askOptions();
      if (!options.data) {
        setProblem(errorMessage(options.error as Problem));
        return;
      }
      let answer;
      try {
        answer = await startRegistration({
          optionsJSON: options.data.options as unknown as Parameters<
            typeof startRegistration
          >[0]['optionsJSON'],
        });
      } catch {
        setProblem(t('staff.passkeyCancelled'));
        return;
      }
      const result = await add({
        name: trimmed,
        response: answer as PasskeyRegisterBody['response'],
      });
      if (!result.data) {
        setProblem(errorMessage(result.error as Problem));
        return;
      }
      setAdded(result.data.passkey.name);
      setName('');
      if (result.data.recovery_codes) setCodes(result.data.recovery_codes);
      if (user?.must_set_up_second_factor)
        dispatch(userSignedIn({ ...user, must_set_up_second_factor: false }));
    } finally {
      setBusy(false);
    }
  }

  async function onRemove(id: number) {
    setProblem(null);
    setAdded(null);
    const result = await remove(id);
    if (result.error) setProblem(errorMessage(result.error as Problem));
  }

  return (
    <Paper withBorder p="md" data-testid="passkeys-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staff.passkeys')}
        </Title>
        <Text size="sm">{t('staff.passkeysIntro')}</Text>
        {problem ? (
          <Alert color="red" role="alert" data-testid="passkey-problem">
            {problem}
          </Alert>
        ) : null}
        {added ? (
          <Alert color="green" data-testid="passkey-added">
            {t('staff.passkeyAdded', { name: added })}
          </Alert>
        ) : null}
        {codes ? (
          <Stack gap="xs" data-testid="passkey-recovery-codes">
            <Text size="sm" fw={500}>
              {t('staff.recoveryCodesIntro')}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              {codes.map((c) => (
                <Code key={c}>{c}</Code>
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
        {passkeys.length > 0 ? (
          <PasskeysTable
            passkeys={passkeys}
            removing={removeState.isLoading ? removeState.originalArgs : undefined}
            onRemove={(id) => void onRemove(id)}
          />
        ) : list.isSuccess ? (
          <Text size="sm" c="dimmed" data-testid="passkeys-none">
            {t('staff.noPasskeys')}
          </Text>
        ) : null}
        {supported ? (
          <form onSubmit={(e) => void onAdd(e)} noValidate>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('staff.passkeyName')}
                placeholder={t('staff.passkeyNamePlaceholder')}
                maxLength={60}
                value={name}
                error={nameError}
                onChange={(e) => setName(e.currentTarget.value)}
                data-testid="passkey-name"
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button
                type="submit"
                loading={busy}
                leftSection={<IconKey size={16} />}
                data-testid="passkey-add"
              >
                {t('staff.addPasskey')}
              </Button>
            </Group>
          </form>
        ) : (
          <Alert color="gray" data-testid="passkeys-unsupported">
            {t('staff.passkeysUnsupported')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** Each passkey with when it was added and last used, and a button to remove it. */
function PasskeysTable({
  passkeys,
  removing,
  onRemove,
}: {
  passkeys: Passkey[];
  removing: number | undefined;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" data-testid="passkeys-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.name')}</Table.Th>
            <Table.Th>{t('staff.passkeyCreated')}</Table.Th>
            <Table.Th>{t('staff.passkeyLastUsed')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('staff.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {passkeys.map((p) => (
            <Table.Tr key={p.id} data-testid={`passkey-row-${p.name}`}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <IconKey size={16} aria-hidden />
                  <Text size="sm">{p.name}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{formatDateTime(p.created_at)}</Table.Td>
              <Table.Td>
                {p.last_used_at ? formatDateTime(p.last_used_at) : t('staff.passkeyNeverUsed')}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  loading={removing === p.id}
                  onClick={() => onRemove(p.id)}
                  aria-label={t('staff.removePasskeyNamed', { name: p.name })}
                >
                  {t('staff.removePasskey')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
