import { Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import i18n from '../../../lib/i18n';
import { TOAST_AUTO_CLOSE_MS } from '../../../ui/toasts';

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
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSubmit(email.trim());
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
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {i18n.t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={!valid}>
            {i18n.t('subscriptions.saveEmail')}
          </Button>
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
