import { Alert, Button, Group, Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalRemedy } from './refusal-remedy';
import { confirmDialog } from './confirm-dialog';
import { FormStack } from './form-stack';

/** What a dialog's form gives it: its save, whether that is running, and what the server refused. */
export type DialogForm = {
  /** Checks the fields and saves: the submit button, Enter in a field, Ctrl+Enter anywhere. */
  submit: () => unknown;
  busy?: boolean;
  /** A refusal to show in the dialog (the fields it names show theirs beside them). */
  failure?: string | null;
};

type Props = {
  /** Open unless told otherwise: most dialogs are mounted only while open. */
  opened?: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
  'data-testid'?: string;
  /** Only Cancel or ✕ close it: Esc and a click beside it never throw a half-done sale away. */
  guarded?: boolean;
  /** The refusal's test id, where a browser test reads it. */
  failureTestId?: string;
} & (
  | {
      /** A form: its fields, any refusal, then Cancel and the submit button. */
      form: DialogForm;
      submitLabel: string;
      /** A red submit button, for money going out and what cannot be undone. */
      danger?: boolean;
      /** The submit button waits for what the form needs first (a comment, a date). */
      submitDisabled?: boolean;
      submitTestId?: string;
    }
  | {
      form?: undefined;
      submitLabel?: undefined;
      danger?: undefined;
      submitDisabled?: undefined;
      submitTestId?: undefined;
    }
);

/** What a person fills in or acts on, in the order they see it. */
const FOCUSABLE = [
  'input:not([type=hidden]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  'a[href]',
].join(', ');

/**
 * Marks where the dialog's focus starts, before Mantine's focus trap looks for it (children's
 * refs attach before their parents'): a field the form chose with `data-autofocus`, else the
 * first thing of the body to type in or act on. Never the ✕ in the title (Mantine's own
 * choice), and never a picker that opens its list on focus (a team, a date): its list would
 * cover the dialog before the person has done anything.
 */
function markFirstFocus(body: HTMLDivElement | null) {
  if (!body || body.querySelector('[data-autofocus]')) return;
  const first = [...body.querySelectorAll(FOCUSABLE)].find(
    (el) => !el.hasAttribute('aria-haspopup'),
  );
  first?.setAttribute('data-autofocus', 'true');
}

/**
 * The one dialog of the console. With `form`, it holds one form: its fields, the server's
 * refusal, then Cancel and the submit button (busy while it saves); closed with something typed
 * and not saved (Esc, Cancel, ✕), it asks before throwing it away. Without, it shows its body.
 */
export function Dialog({
  opened = true,
  onClose,
  title,
  size,
  children,
  form,
  submitLabel,
  danger,
  submitDisabled,
  submitTestId,
  failureTestId = 'dialog-failure',
  guarded,
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
    // A click beside a form never throws the typed values away; Esc, Cancel and ✕ still close it.
    <Modal
      opened={opened}
      onClose={() => void close()}
      title={title}
      size={size}
      closeOnClickOutside={!form && !guarded}
      closeOnEscape={!guarded}
      data-testid={rest['data-testid']}
    >
      <div ref={markFirstFocus}>
        {form ? (
          <FormStack onSubmit={form.submit} onInput={() => setDirty(true)}>
            {children}
            {form.failure && (
              <Alert color="red" role="alert" data-testid={failureTestId}>
                {form.failure}
                {typeof form.failure === 'string' && (
                  <div>
                    <RefusalRemedy message={form.failure} onFollow={onClose} />
                  </div>
                )}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void close()}>
                {t('dialog.cancel')}
              </Button>
              <Button
                type="submit"
                color={danger ? 'red' : undefined}
                loading={form.busy}
                disabled={submitDisabled}
                data-testid={submitTestId}
              >
                {submitLabel}
              </Button>
            </Group>
          </FormStack>
        ) : (
          children
        )}
      </div>
    </Modal>
  );
}
