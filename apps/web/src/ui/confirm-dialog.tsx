import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from './modals';
import { useState } from 'react';
import i18n from '../lib/i18n';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  /** Red confirm button, for money and destructive actions. */
  danger?: boolean;
  /**
   * What must be typed before the confirm button works (a team's name, a number): for what
   * cannot be undone, so a slip of the mouse never does it.
   */
  typeToConfirm?: string;
}

/** The typed confirmation's body: the message, the box, and the buttons (enabled on a match). */
function TypedConfirm({
  message,
  expected,
  confirmLabel,
  onAnswer,
}: {
  message: string;
  expected: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
}) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === expected.trim().toLowerCase();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (matches) onAnswer(true);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <TextInput
          label={i18n.t('dialog.typeToConfirm', { text: expected })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
          data-testid="type-to-confirm"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(false)}>
            {i18n.t('dialog.goBack')}
          </Button>
          <Button type="submit" color="red" disabled={!matches} data-testid="typed-confirm">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks before a money or destructive action. Resolves true only on an explicit confirm;
 * closing the dialog any other way counts as no. With `typeToConfirm`, the confirm button
 * works only once that text is typed.
 */
export function confirmDialog({
  title,
  message,
  confirmLabel,
  danger,
  typeToConfirm,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeToConfirm !== undefined) {
      let answered = false;
      const answer = (yes: boolean) => {
        if (answered) return;
        answered = true;
        modals.close(id);
        resolve(yes);
      };
      const id = modals.open({
        title,
        children: (
          <TypedConfirm
            message={message}
            expected={typeToConfirm}
            confirmLabel={confirmLabel ?? i18n.t('dialog.confirm')}
            onAnswer={answer}
          />
        ),
        onClose: () => answer(false),
      });
      return;
    }
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: {
        confirm: confirmLabel ?? i18n.t('dialog.confirm'),
        // Not 'Cancel': beside 'Cancel payment link' it would read as the action itself.
        cancel: i18n.t('dialog.goBack'),
      },
      // Focus starts on the confirm button, so Enter confirms (never the ✕, which would close
      // the question and do nothing): the staff member already chose the action once.
      confirmProps: {
        ...(danger ? { color: 'red' } : {}),
        'data-autofocus': true,
        'data-testid': 'confirm-yes',
      },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
