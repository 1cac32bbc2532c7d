import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = StackProps & {
  /** Runs on a submit button and on Enter; it checks the fields and saves. */
  onSubmit: () => unknown;
  /** Any field of the form changed (typed, picked, ticked). */
  onInput?: () => void;
  children: ReactNode;
};

/**
 * A form laid out as a Stack; Enter in a field or Ctrl+Enter anywhere in it submits. The contract's checks name a bad field beside it, in the
 * console's language; the browser's own validation bubbles are turned off so they never compete.
 */
export function FormStack({ onSubmit, onInput, children, ...stack }: Props) {
  return (
    <form
      noValidate
      onInput={onInput}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      // Ctrl+Enter (⌘+Enter) saves from anywhere in the form, a text area included.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          e.currentTarget.requestSubmit();
        }
      }}
    >
      <Stack {...stack}>{children}</Stack>
    </form>
  );
}
