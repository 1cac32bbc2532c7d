import { Anchor, Modal, type AnchorProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

type DetailLinkProps = {
  /** What the list shows (an id). */
  label: ReactNode;
  /** The dialog's title. */
  title: string;
  ariaLabel?: string;
  /** The detail, mounted only while open, so it is fetched when asked for. */
  children: ReactNode;
} & Pick<AnchorProps, 'ff' | 'size'>;

/** An id in a list that opens the record's detail in a dialog. */
export function DetailLink({ label, title, ariaLabel, children, ...anchor }: DetailLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        aria-label={ariaLabel}
        {...anchor}
      >
        {label}
      </Anchor>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} size="lg">
        {open && children}
      </Modal>
    </>
  );
}
