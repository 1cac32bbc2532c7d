import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long a change offers its Undo: well inside the server's own window for it. */
export const UNDO_TOAST_MS = 10_000;

/**
 * A success toast with an Undo button, open for UNDO_TOAST_MS. Clicking Undo closes it and
 * runs `onUndo` once (the server still decides whether the change can be taken back).
 */
export function toastWithUndo({
  message,
  undoLabel,
  onUndo,
}: {
  message: string;
  undoLabel: string;
  onUndo: () => void;
}): void {
  const id = notifications.show({
    color: 'green',
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          data-testid="undo-toast-button"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}
