import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A dialog holding one form: its fields, then Cancel and the submit button. */
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
  return (
    // A click beside the dialog never throws the typed values away; Esc, Cancel and ✕ still close it.
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeOnClickOutside={false}
      data-testid={rest['data-testid']}
    >
      <FormStack onSubmit={onSubmit}>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
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
