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
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useProduct } from '../../lib/api/config-api';
import { hasSavedUser } from '../../lib/session/saved-user';
import { Logo } from '../../ui/logo';
import { returnTo } from './return-to';

// Below the form and a combobox with its floating layer: it may arrive after the form shows.
const LanguageSwitcher = lazy(() =>
  import('../../ui/language-switcher').then((m) => ({ default: m.LanguageSwitcher })),
);

interface FieldErrors {
  email?: string;
  password?: string;
}

/**
 * The first page most visits see, so it is the smallest: no store, no zod, no RTK Query.
 * Sending the form loads them (sign-in.ts), while the button shows that it is working.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const product = useProduct();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);

  // Signed in already (a saved session): on to where they were headed.
  if (hasSavedUser()) return <Navigate to={returnTo(location.state, '/')} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      const { signIn } = await import('./sign-in');
      const result = await signIn({ email: email.trim(), password }, t);
      if (result.ok) {
        void navigate(returnTo(location.state, '/'), { replace: true });
        return;
      }
      setFieldErrors('fieldErrors' in result ? result.fieldErrors : {});
      setError('error' in result ? result.error : null);
    } catch {
      // The sign-in code could not load (a new release, the network): say so, keep the form.
      setError(t('shell.chunkErrorText'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w={400} maw="100%">
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.submit')}>
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
            <Center mih={30}>
              <Suspense fallback={null}>
                <LanguageSwitcher />
              </Suspense>
            </Center>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
