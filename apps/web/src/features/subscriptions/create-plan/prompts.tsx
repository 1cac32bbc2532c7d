import { Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { modals } from '../../../ui/modals';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { translatedFieldMessage } from '../../../lib/error-message';
import i18n from '../../../lib/i18n';
import { TOAST_AUTO_CLOSE_MS } from '../../../ui/toasts';
import '../../../lib/zod-messages';

const emailField = z.string().min(1).pipe(z.email());

/** Spec section 9: the payment success dialog closes itself after 2000 ms. */
export const PAYMENT_SUCCESS_MS = TOAST_AUTO_CLOSE_MS;

function EmailForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (email: string) => void;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The button is never silently disabled: a missing or bad email is named under the field.
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = emailField.safeParse(email.trim());
        if (checked.success) onSubmit(checked.data);
        else setError(translatedFieldMessage(checked.error.issues[0]?.message ?? ''));
      }}
    >
      <Stack>
        <Text size="sm">{i18n.t('messages.needEmail')}</Text>
        <TextInput
          label={i18n.t('subscriptions.email')}
          placeholder={i18n.t('messages.enterEmail')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          type="email"
          data-autofocus
          required
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {i18n.t('dialog.cancel')}
          </Button>
          <Button type="submit">{i18n.t('subscriptions.saveEmail')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for the org's email (spec section 5); resolves null when staff cancel. */
export function promptEmail(): Promise<string | null> {
  return new Promise((resolve) => {
    const modalId = `email-${Date.now()}`;
    const finish = (value: string | null) => {
      resolve(value);
      modals.close(modalId);
    };
    modals.open({
      modalId,
      title: i18n.t('messages.enterEmail'),
      onClose: () => resolve(null),
      children: <EmailForm onSubmit={finish} onCancel={() => finish(null)} />,
    });
  });
}

/** The 2000 ms payment success dialog; resolves once it has closed. */
export function showPaymentSuccess(message: string): Promise<void> {
  const modalId = `paid-${Date.now()}`;
  modals.open({
    modalId,
    withCloseButton: false,
    centered: true,
    children: (
      <Stack align="center" data-testid="payment-success">
        <ThemeIcon color="green" size={48} radius="xl">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text fw={600}>{message}</Text>
      </Stack>
    ),
  });
  return new Promise((resolve) =>
    window.setTimeout(() => {
      modals.close(modalId);
      resolve();
    }, PAYMENT_SUCCESS_MS),
  );
}

/** Spec section 8: business KYC could not be switched on after the plan was created. */
export function showBkycFailed(): void {
  modals.open({
    title: i18n.t('messages.enableBkycFailedTitle'),
    children: (
      <Text size="sm" data-testid="bkyc-failed">
        {i18n.t('messages.enableBkycFailedText')}
      </Text>
    ),
  });
}
