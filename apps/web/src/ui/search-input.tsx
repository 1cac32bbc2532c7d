import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** How long a list waits after the last keystroke, unless the spec names another wait. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** The search in force (from the URL or the store): the box shows it when it changes. */
  value: string;
  /** Called with the trimmed text once typing settles, or at once on Enter. */
  onSearch: (text: string) => void;
  /** Milliseconds of quiet after the last keystroke before searching. */
  delay?: number;
  /**
   * Whether the server would take this (trimmed, non-empty) text as a search. Text it would
   * not take stays in the box and is not searched; an empty box always clears the search.
   */
  accepts?: (text: string) => boolean;
  /** Shown under the box, at once, while its text is not accepted. */
  invalidText?: string;
};

/**
 * The one search box of the lists: debounced, trimmed, and in step with the search in force,
 * so a link, the back button or a reset shows in it. Text that differs from the search only
 * by the spaces search trims stays as typed.
 */
export function SearchInput({
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
  accepts = () => true,
  invalidText,
  onKeyDown,
  error,
  ...input
}: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  // The search this box last asked for: when it comes back as `value` (the URL or the store
  // took it, later on a busy machine), the box may already hold newer keystrokes to keep.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (value === asked.current) {
      asked.current = null;
      return;
    }
    setDraft((typed) => (typed.trim() === value ? typed : value));
  }, [value]);
  const searchable = (text: string) => text === '' || accepts(text);
  const settle = (text: string) => {
    const next = text.trim();
    if (next === value || !searchable(next)) return;
    asked.current = next;
    onSearch(next);
  };
  const search = useDebouncedCallback(settle, delay);
  const valid = searchable(draft.trim());

  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      {...input}
      value={draft}
      error={valid ? error : invalidText}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          search.cancel();
          settle(draft);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
