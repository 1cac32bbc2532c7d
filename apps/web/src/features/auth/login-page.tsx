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
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useProduct, useSsoEnabled } from '../../lib/api/config-api';
import { hasSavedUser } from '../../lib/session/saved-user';
import { Logo } from '../../ui/logo';
import './english';
import { SsoButton, useSsoReturn } from './sso';
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
  // After a right password, for an account with a second factor: its code.
  const [needsCode, setNeedsCode] = useState(false);
  const [methods, setMethods] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [passkeyLoading, setPasskeyLoading] = useState(false);
  const sso = useSsoEnabled();
  const finishingSso = useSsoReturn({
    onError: setError,
    onCode: (offered) => {
      setNeedsCode(true);
      setMethods(offered);
    },
  });

  // Signed in already (a saved session): on to where they were headed.
  if (hasSavedUser()) return <Navigate to={returnTo(location.state, '/')} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      const { signIn, signInWithCode } = await import('./sign-in');
      const result = needsCode
        ? await signInWithCode(code.trim(), t)
        : await signIn({ email: email.trim(), password }, t);
      if ('secondFactor' in result) {
        setNeedsCode(true);
        setMethods(result.methods);
        return;
      }
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

  async function onPasskey() {
    setPasskeyLoading(true);
    setError(null);
    try {
      const { signInWithPasskey } = await import('./sign-in');
      const result = await signInWithPasskey(t);
      if (result.ok) {
        void navigate(returnTo(location.state, '/'), { replace: true });
        return;
      }
      setError('error' in result ? result.error : null);
    } catch {
      setError(t('shell.chunkErrorText'));
    } finally {
      setPasskeyLoading(false);
    }
  }

  const withPasskey = needsCode && methods.includes('PASSKEY');
  const withTotp = needsCode && methods.includes('TOTP');

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
            {withPasskey ? (
              <Button
                leftSection={<IconKey size={18} />}
                loading={passkeyLoading}
                onClick={() => void onPasskey()}
                data-testid="login-passkey"
                fullWidth
              >
                {t('auth.usePasskey')}
              </Button>
            ) : null}
            {sso && !needsCode ? <SsoButton /> : null}
            {needsCode ? (
              <TextInput
                label={withTotp ? t('auth.code') : t('auth.recoveryCode')}
                description={withTotp ? t('auth.codeHint') : undefined}
                autoComplete="one-time-code"
                inputMode="text"
                autoFocus={!withPasskey}
                required={!withPasskey}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                data-testid="login-code"
              />
            ) : null}
            <PasswordFields
              hidden={needsCode}
              email={email}
              password={password}
              errors={fieldErrors}
              onEmail={setEmail}
              onPassword={setPassword}
            />
            <Button
              type="submit"
              loading={isLoading || finishingSso}
              fullWidth
              variant={withPasskey ? 'default' : 'filled'}
            >
              {needsCode ? t('auth.verify') : t('auth.submit')}
            </Button>
            {needsCode ? null : <ForgotPasswordLink />}
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

/** "Forgot password?": text, not Anchor, since the first download holds no component it can do without. */
function ForgotPasswordLink() {
  const { t } = useTranslation();
  return (
    <Text
      component={Link}
      to="/forgot-password"
      size="sm"
      ta="center"
      c="blue.7"
      data-testid="forgot-password"
    >
      {t('auth.forgotPassword')}
    </Text>
  );
}

/** Email and password, kept (hidden) while the second factor is asked for. */
function PasswordFields(props: {
  hidden: boolean;
  email: string;
  password: string;
  errors: FieldErrors;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        display={props.hidden ? 'none' : undefined}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        value={props.email}
        error={props.errors.email}
        onChange={(event) => props.onEmail(event.currentTarget.value)}
      />
      <PasswordInput
        display={props.hidden ? 'none' : undefined}
        label={t('auth.password')}
        autoComplete="current-password"
        required
        value={props.password}
        error={props.errors.password}
        onChange={(event) => props.onPassword(event.currentTarget.value)}
      />
    </>
  );
}
