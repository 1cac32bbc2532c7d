import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TotpSetup } from '@switchboard/contract/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectUser, userSignedIn } from '../../lib/session/session-slice';
import { runAction } from '../../ui/run-action';
import {
  useConfirmTotpMutation,
  useEndMySessionMutation,
  useMySessionsQuery,
  useSetUpTotpMutation,
} from './api';
import { ChangePasswordForm } from './change-password-form';
import { SessionsTable } from './sessions-table';
import { PasskeysPanel } from './passkeys-panel';

/** Where the staff member is signed in; ending a session signs that device out at once. */
function MySessions() {
  const { t } = useTranslation();
  const { data } = useMySessionsQuery();
  const [end] = useEndMySessionMutation();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staff.sessions')}
        </Title>
        <Text size="sm">{t('staff.sessionsIntro')}</Text>
        {data ? (
          <SessionsTable
            sessions={data}
            onEnd={(session) =>
              void runAction({
                confirm: {
                  title: t('staff.endSessionTitle'),
                  message: t('staff.endSessionText'),
                  confirmLabel: t('staff.endSession'),
                  danger: true,
                },
                run: () => end(session.id),
                success: t('staff.sessionEnded'),
              })
            }
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * `/account`: the signed-in staff member's own settings. Their password (the current one first;
 * their other sessions end), a second factor (scan the QR code with an authenticator app, type
 * its first code, and keep the ten recovery codes shown once; or add a passkey,
 * passkeys-panel.tsx), and where they are signed in.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [setUp, setUpState] = useSetUpTotpMutation();
  const [confirm, confirmState] = useConfirmTotpMutation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function start() {
    setProblem(null);
    const result = await setUp();
    if (result.data) setSetup(result.data);
    else setProblem(errorMessage(result.error as Parameters<typeof errorMessage>[0]));
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!setup) return;
    setProblem(null);
    const result = await confirm({ secret: setup.secret, code: code.trim() });
    if (!result.data) {
      setProblem(errorMessage(result.error as Parameters<typeof errorMessage>[0]));
      return;
    }
    setCodes(result.data.recovery_codes);
    setSetup(null);
    if (user) dispatch(userSignedIn({ ...user, must_set_up_second_factor: false }));
  }

  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h3">
        {t('staff.accountTitle')}
      </Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('staff.password')}
          </Title>
          <Text size="sm">{t('staff.passwordIntro')}</Text>
          <ChangePasswordForm />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('staff.secondFactor')}
          </Title>
          {user?.must_set_up_second_factor ? (
            <Alert color="orange" data-testid="second-factor-required">
              {t('staff.secondFactorRequired')}
            </Alert>
          ) : null}
          <Text size="sm">{t('staff.secondFactorIntro')}</Text>
          {problem ? (
            <Alert color="red" role="alert" data-testid="account-problem">
              {problem}
            </Alert>
          ) : null}
          {codes ? (
            <Stack gap="xs" data-testid="recovery-codes">
              <Alert color="green">{t('staff.secondFactorOn')}</Alert>
              <Text size="sm" fw={500}>
                {t('staff.recoveryCodesIntro')}
              </Text>
              <SimpleGrid cols={2} spacing="xs">
                {codes.map((c) => (
                  <Code key={c}>{c}</Code>
                ))}
              </SimpleGrid>
            </Stack>
          ) : setup ? (
            <form onSubmit={(e) => void onConfirm(e)}>
              <Stack gap="sm">
                <Image
                  src={setup.qr}
                  alt={t('staff.qrAlt')}
                  w={200}
                  h={200}
                  data-testid="totp-qr"
                />
                <Text size="sm">
                  {t('staff.secretIntro')} <Code data-testid="totp-secret">{setup.secret}</Code>
                </Text>
                <TextInput
                  label={t('staff.firstCode')}
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  data-testid="totp-code"
                />
                <Group>
                  <Button type="submit" loading={confirmState.isLoading} data-testid="totp-confirm">
                    {t('staff.turnOn')}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Group>
              <Button
                onClick={() => void start()}
                loading={setUpState.isLoading}
                data-testid="totp-start"
              >
                {t('staff.setUpAuthenticator')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <PasskeysPanel />
      <MySessions />
    </Stack>
  );
}
