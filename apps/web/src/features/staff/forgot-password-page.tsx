import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorBody } from '../../lib/error-body';
import { loadStore } from '../../lib/store-loader';
import { staffMembersApi } from './api';

/**
 * `/forgot-password`, from the login page: the address gets a single-use link if a staff member
 * uses it. The page says the same whatever the address, as the server answers the same.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setInvalid(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setInvalid(t('staff.emailInvalid'));
    setBusy(true);
    const { store } = await loadStore();
    const ask = store.dispatch(
      staffMembersApi.endpoints.requestPasswordReset.initiate({ email: email.trim() }),
    );
    const result = await ask;
    ask.reset();
    setBusy(false);
    if (result.error) {
      const body =
        'data' in result.error ? errorBody((result.error as { data: unknown }).data) : undefined;
      setProblem(body?.message ?? t('staff.resetFailed'));
      return;
    }
    setSent(true);
  }

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w={420} maw="100%">
        <Stack>
          <Title order={1} size="h3">
            {t('staff.forgotTitle')}
          </Title>
          {sent ? (
            <Alert color="green" data-testid="reset-sent">
              {t('staff.resetSent', { email: email.trim() })}
            </Alert>
          ) : (
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Stack>
                <Text size="sm">{t('staff.forgotIntro')}</Text>
                <TextInput
                  label={t('staff.email')}
                  type="email"
                  autoComplete="username"
                  autoFocus
                  value={email}
                  error={invalid}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  data-testid="forgot-email"
                />
                {problem ? (
                  <Alert color="red" role="alert" data-testid="forgot-problem">
                    {problem}
                  </Alert>
                ) : null}
                <Button type="submit" loading={busy} data-testid="forgot-submit">
                  {t('staff.sendResetLink')}
                </Button>
              </Stack>
            </form>
          )}
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('staff.backToSignIn')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
