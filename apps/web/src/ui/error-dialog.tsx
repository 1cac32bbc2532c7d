import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from './modals';
import { RefusalRemedy } from './refusal-remedy';
import { serverMessage } from '../lib/error-message';
import i18n from '../lib/i18n';

/**
 * Spec section 8: 'Oops...' with 'Something went wrong!', or the server's message when the
 * failure carries one.
 */
export function showErrorDialog(error?: unknown): string {
  const modalId = `error-${Date.now()}`;
  modals.open({
    modalId,
    title: i18n.t('messages.oops'),
    children: (
      <Stack>
        <Text size="sm" data-testid="error-dialog-text">
          {serverMessage(error) ?? i18n.t('messages.somethingWentWrong')}
        </Text>
        <RefusalRemedy message={serverMessage(error)} onFollow={() => modals.close(modalId)} />
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)}>{i18n.t('dialog.ok')}</Button>
        </Group>
      </Stack>
    ),
  });
  return modalId;
}
