import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { InvitationView } from '@switchboard/contract/staff';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userSignedIn } from '../../lib/session/session-slice';
import { loadStore } from '../../lib/store-loader';
import { staffMembersApi } from './api';
import { newPasswordProblem, problemOf, tokenOf, type Problem } from './password-link';

/**
 * `/invitation#token=…`: the invitee sets their password (12 characters or more, not a common
 * one) and is signed in. Outside the console: nobody is signed in yet.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(globalThis.location?.hash ?? ''));
  const [invitation, setInvitation] = useState<InvitationView | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const { store } = await loadStore();
      const view = store.dispatch(staffMembersApi.endpoints.invitation.initiate(token));
      const result = await view;
      view.unsubscribe();
      if (!live) return;
      if (result.data) setInvitation(result.data);
      else setInvalid(problemOf(result.error, t('staff.linkInvalid')).message);
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
    const accept = store.dispatch(
      staffMembersApi.endpoints.acceptInvitation.initiate({ token, password }),
    );
    const result = await accept;
    accept.reset();
    setBusy(false);
    if (result.error || !result.data) {
      setProblem(problemOf(result.error, t('staff.linkInvalid')));
      return;
    }
    store.dispatch(userSignedIn(result.data));
    void navigate('/', { replace: true });
  }

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w={420} maw="100%">
        <Stack>
          <Title order={1} size="h3">
            {t('staff.acceptTitle')}
          </Title>
          {invalid ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} />}
              data-testid="invitation-invalid"
            >
              {invalid}
            </Alert>
          ) : null}
          {invitation ? (
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Stack>
                <Text size="sm" data-testid="invitation-for">
                  {t('staff.acceptFor', {
                    name: invitation.first_name,
                    email: invitation.email,
                    role: invitation.role,
                  })}
                </Text>
                <PasswordInput
                  label={t('staff.newPassword')}
                  description={t('staff.passwordHint')}
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={problem?.field ? problem.message : undefined}
                  data-testid="invitation-password"
                />
                <PasswordInput
                  label={t('staff.repeatPassword')}
                  autoComplete="new-password"
                  value={repeat}
                  onChange={(e) => setRepeat(e.currentTarget.value)}
                  data-testid="invitation-repeat"
                />
                {problem && !problem.field ? <Alert color="red">{problem.message}</Alert> : null}
                <Button type="submit" loading={busy} data-testid="invitation-submit">
                  {t('staff.setPassword')}
                </Button>
              </Stack>
            </form>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
