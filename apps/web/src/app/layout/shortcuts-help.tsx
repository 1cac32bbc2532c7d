import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The console's keyboard shortcuts, wherever they work. */
const shortcuts = [
  { keys: ['Ctrl', 'K'], what: 'shortcuts.palette' },
  { keys: ['j'], what: 'shortcuts.nextRow' },
  { keys: ['k'], what: 'shortcuts.previousRow' },
  { keys: ['Enter'], what: 'shortcuts.openRow' },
  { keys: ['Ctrl', 'Enter'], what: 'shortcuts.save' },
  { keys: ['Esc'], what: 'shortcuts.close' },
  { keys: ['?'], what: 'shortcuts.help' },
] as const;

/** `?` (outside a field) lists the keyboard shortcuts. */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !typing(e.target)) open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <Modal opened={opened} onClose={close} title={t('shortcuts.title')} data-testid="shortcuts">
      <Stack gap="xs">
        {shortcuts.map(({ keys, what }) => (
          <Group key={what} justify="space-between">
            <Text size="sm">{t(what)}</Text>
            <Group gap={4}>
              {keys.map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
