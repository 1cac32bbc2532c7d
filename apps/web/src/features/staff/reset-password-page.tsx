import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PasswordResetView } from '@switchboard/contract/staff';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadStore } from '../../lib/store-loader';
import { staffMembersApi } from './api';
import { newPasswordProblem, problemOf, tokenOf, type Problem } from './password-link';

/**
 * `/reset-password#token=…`, from the reset email: a new password (checked as an invitee's),
 * after which every session of the person has ended and they sign in with it.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [token] = useState(() => tokenOf(globalThis.location?.hash ?? ''));
  const [reset, setReset] = useState<PasswordResetView | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const { store } = await loadStore();
      const view = store.dispatch(staffMembersApi.endpoints.passwordReset.initiate(token));
      const result = await view;
      view.unsubscribe();
      if (!live) return;
      if (result.data) setReset(result.data);
      else setInvalid(problemOf(result.error, t('staff.resetLinkInvalid')).message);
    })();
    return () => {
      live = false;
    };
  }, [token, t]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const typed = newPasswordProblem(password, repeat, t);
    if (typed) return setProblem(typed);
    setBusy(true);
    const { store } = await loadStore();
    const complete = store.dispatch(
      staffMembersApi.endpoints.completePasswordReset.initiate({ token, password }),
    );
    const result = await complete;
    complete.reset();
    setBusy(false);
    if (result.error) {
      setProblem(problemOf(result.error, t('staff.resetLinkInvalid')));
      return;
    }
    setDone(true);
  }

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w={420} maw="100%">
        <Stack>
          <Title order={1} size="h3">
            {t('staff.resetTitle')}
          </Title>
          {invalid ? (
            <>
              <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="reset-invalid">
                {invalid}
              </Alert>
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('staff.askNewLink')}
              </Anchor>
            </>
          ) : null}
          {done ? (
            <>
              <Alert color="green" data-testid="reset-done">
                {t('staff.resetDone')}
              </Alert>
              <Button component={Link} to="/login" data-testid="reset-sign-in">
                {t('staff.signIn')}
              </Button>
            </>
          ) : reset ? (
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Stack>
                <Text size="sm" data-testid="reset-for">
                  {t('staff.resetFor', { name: reset.first_name, email: reset.email })}
                </Text>
                <PasswordInput
                  label={t('staff.newPassword')}
                  description={t('staff.passwordHint')}
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={problem?.field ? problem.message : undefined}
                  data-testid="reset-password"
                />
                <PasswordInput
                  label={t('staff.repeatPassword')}
                  autoComplete="new-password"
                  value={repeat}
                  onChange={(e) => setRepeat(e.currentTarget.value)}
                  data-testid="reset-repeat"
                />
                {problem && !problem.field ? <Alert color="red">{problem.message}</Alert> : null}
                <Button type="submit" loading={busy} data-testid="reset-submit">
                  {t('staff.setNewPassword')}
                </Button>
              </Stack>
            </form>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
