import { Button, Divider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** "Sign in with single sign-on", above the password form: a navigation to the provider. */
export function SsoButton() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component="a"
        href="/api/auth/oidc/start"
        variant="default"
        fullWidth
        data-testid="sso-sign-in"
      >
        {t('auth.ssoButton')}
      </Button>
      <Divider label={t('auth.ssoOr')} labelPosition="center" />
    </>
  );
}

/**
 * Back from single sign-on (the server's redirect to `/login?…`): finish it (`sso=done`), ask
 * for the second factor (`sso=code&methods=`), or say why it was refused (`sso_error=`).
 * Answers whether the sign-in is still being finished.
 */
export function useSsoReturn({
  onError,
  onCode,
}: {
  onError: (message: string | null) => void;
  onCode: (methods: string[]) => void;
}): boolean {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(
    new URLSearchParams(location.search).get('sso') === 'done',
  );
  useEffect(() => {
    const outcome = new URLSearchParams(location.search);
    const refused = outcome.get('sso_error');
    if (refused) {
      void import('./late-messages')
        .then(({ ssoRefusal }) => ssoRefusal(refused, i18n.resolvedLanguage))
        .then(onError);
    }
    if (outcome.get('sso') === 'code') onCode((outcome.get('methods') ?? 'TOTP').split(','));
    if (outcome.get('sso') !== 'done') return;
    void import('./sign-in')
      .then(({ finishSingleSignOn }) => finishSingleSignOn(t))
      .then((result) => {
        if (result.ok) return void navigate('/', { replace: true });
        onError('error' in result ? result.error : null);
      })
      .catch(() => onError(t('shell.chunkErrorText')))
      .finally(() => setFinishing(false));
    // Once per address: the callbacks are the page's setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);
  return finishing;
}
