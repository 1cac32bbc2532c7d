import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { loginBody } from '@switchboard/contract/auth';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useProduct } from '../../lib/api/config-api';
import { useAppSelector } from '../../lib/hooks';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { selectUser } from '../../lib/session/session-slice';
import { Logo } from '../../ui/logo';
import { returnTo, useLogin } from './use-login';

interface FieldErrors {
  email?: string;
  password?: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const product = useProduct();
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const { submit, isLoading, error } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  // Signed in (now, or in another tab): on to where they were headed.
  if (user) return <Navigate to={returnTo(location.state, '/')} replace />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The contract's schema is the same one the server validates with.
    const parsed = loginBody.safeParse({ email: email.trim(), password });
    if (!parsed.success) {
      const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setFieldErrors({
        email: bad.has('email') ? t('auth.emailInvalid') : undefined,
        password: bad.has('password') ? t('auth.passwordRequired') : undefined,
      });
      return;
    }
    setFieldErrors({});
    void submit(parsed.data);
  }

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w={400} maw="100%">
        <form onSubmit={onSubmit} noValidate aria-label={t('auth.submit')}>
          <Stack>
            <Stack gap={4} align="center">
              <Logo name={product.name} size={40} />
              <Title order={1} size="h3" ta="center">
                {t('auth.title', { product: product.name })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('auth.subtitle', { product: product.name })}
              </Text>
            </Stack>
            {error ? (
              <Alert
                color="red"
                icon={<IconAlertTriangle />}
                role="alert"
                data-testid="login-error"
              >
                {error}
              </Alert>
            ) : null}
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              autoFocus
              required
              value={email}
              error={fieldErrors.email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              required
              value={password}
              error={fieldErrors.password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={isLoading} fullWidth>
              {t('auth.submit')}
            </Button>
            <Center>
              <LanguageSwitcher />
            </Center>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
