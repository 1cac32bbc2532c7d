import { Button, Group, Modal } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from './confirm-dialog';
import { FormStack } from './form-stack';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Runs on the submit button and on Enter; it checks the fields and saves. */
  onSubmit: () => unknown;
  submitLabel: string;
  loading?: boolean;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * A dialog holding one form: its fields, then Cancel and the submit button. Closed with
 * something typed and not saved (Esc, Cancel, ✕), it asks before throwing it away.
 */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  submitLabel,
  loading,
  children,
  ...rest
}: Props) {
  const { t } = useTranslation();
  // Anything typed or chosen in the form since it opened.
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (opened) setDirty(false);
  }, [opened]);
  const close = async () => {
    if (
      dirty &&
      !(await confirmDialog({
        title: t('dialog.discardTitle'),
        message: t('dialog.discardText'),
        confirmLabel: t('dialog.discard'),
        danger: true,
      }))
    )
      return;
    onClose();
  };
  return (
    // A click beside the dialog never throws the typed values away; Esc, Cancel and ✕ still close it.
    <Modal
      opened={opened}
      onClose={() => void close()}
      title={title}
      closeOnClickOutside={false}
      data-testid={rest['data-testid']}
    >
      <FormStack onSubmit={onSubmit} onInput={() => setDirty(true)}>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void close()}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </FormStack>
    </Modal>
  );
}
