import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../lib/i18n';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  /** Red confirm button, for money and destructive actions. */
  danger?: boolean;
}

/**
 * Asks before a money or destructive action. Resolves true only on an explicit confirm;
 * closing the dialog any other way counts as no.
 */
export function confirmDialog({
  title,
  message,
  confirmLabel,
  danger,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: {
        confirm: confirmLabel ?? i18n.t('dialog.confirm'),
        // Not 'Cancel': beside 'Cancel payment link' it would read as the action itself.
        cancel: i18n.t('dialog.goBack'),
      },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
