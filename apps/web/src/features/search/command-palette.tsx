import '@mantine/spotlight/styles.css';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import type { SearchKind, SearchResult } from '@switchboard/contract/search';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchQuery } from './api';
import classes from './command-palette.module.css';
import { recentItems, rememberItem } from './recent';

/** A console action the palette offers: a page or a form, already filtered by permission. */
export type PaletteAction = { id: string; label: string; path: string; icon?: ReactNode };

const [store, palette] = createSpotlight();

const kindColor: Record<SearchKind, string> = {
  ORG: 'blue',
  USER: 'grape',
  CALL: 'teal',
  KYC: 'orange',
  PAYMENT: 'green',
  MANDATE: 'cyan',
};

type Props = {
  actions: PaletteAction[];
  /** Changes each time the palette is asked for (Ctrl+K, the header's button). */
  openSignal: number;
  /** What was typed after it was asked for, before its box had focus. */
  takeTypedAhead: () => string;
};

/**
 * Ctrl+K / ⌘K: one box to jump anywhere. Typed text goes to the server's one search (teams,
 * people, numbers, calls, KYC, payments, mandates); recent items come first while it is empty;
 * the console's actions (pages and forms the user may open) match by name. Arrows and Enter
 * choose, Escape closes.
 */
export default function CommandPalette({ actions, openSignal, takeTypedAhead }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const [settled] = useDebouncedValue(typed, 200);
  // Recent items only while the box is empty; what is typed is searched once it settles.
  const searching = typed.length > 0;
  // currentData: the answer to this text, never the last text's while this one loads.
  const { currentData: results = [], isFetching } = useSearchQuery(settled, {
    skip: !settled,
  });
  const [recent, setRecent] = useState<SearchResult[]>([]);

  useEffect(() => {
    if (openSignal > 0) {
      setRecent(recentItems());
      palette.open();
    }
  }, [openSignal]);

  const go = (path: string) => {
    palette.close();
    void navigate(path);
  };
  const open = (item: SearchResult) => {
    rememberItem(item);
    go(item.path);
  };
  const item = (r: SearchResult) => (
    <Spotlight.Action
      key={`${r.kind}-${r.id}`}
      onClick={() => open(r)}
      data-testid="palette-result"
      leftSection={
        <Badge color={kindColor[r.kind]} variant="light" w={86}>
          {t(`search.kind.${r.kind}`)}
        </Badge>
      }
      label={r.title}
      description={r.subtitle ?? undefined}
    />
  );
  const needle = query.trim().toLowerCase();
  const matchingActions = actions.filter((a) => !needle || a.label.toLowerCase().includes(needle));
  const shownResults = searching ? (settled === typed ? results : []) : recent;
  const { opened, listId } = useSpotlight(store);
  // Typing goes to the box at once, however the palette was opened (and whatever had focus),
  // after what was typed while it was on its way.
  const input = useRef<HTMLInputElement>(null);
  // Closed is empty: the next Ctrl+K starts from a blank box, never from the last text (the
  // Spotlight clears it only at the end of its closing transition, which reduced motion skips).
  useEffect(() => {
    if (!opened) setQuery('');
  }, [opened]);
  useEffect(() => {
    if (!opened) return;
    requestAnimationFrame(() => {
      input.current?.focus();
      const early = takeTypedAhead();
      if (early) setQuery((now) => early + now);
    });
  }, [opened, takeTypedAhead]);
  // The list's first line stays chosen as its lines change (the server's answer comes after
  // the typing), so Enter opens the top hit and the arrows move from there.
  const shownKey = [
    ...shownResults.map((r) => `${r.kind}${r.id}`),
    ...matchingActions.map((a) => a.id),
  ].join(' ');
  useEffect(() => {
    const list = opened && listId ? document.getElementById(listId) : null;
    if (!list) return;
    list.querySelector('[data-selected]')?.removeAttribute('data-selected');
    const first = list.querySelector('[data-action]');
    first?.setAttribute('data-selected', 'true');
    store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
  }, [shownKey, opened, listId]);

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      classNames={{ action: classes.action, actionDescription: classes.description }}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        leftSection={isFetching ? <Loader size={16} /> : <IconSearch size={16} stroke={1.5} />}
        ref={input}
        // Escape closes, whatever the list shows (also "Nothing found"), and empties the box.
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          setQuery('');
          palette.close();
        }}
        data-autofocus
        data-testid="palette-input"
      />
      <Spotlight.ActionsList>
        {shownResults.length > 0 && (
          <Spotlight.ActionsGroup label={searching ? t('search.results') : t('search.recent')}>
            {shownResults.map(item)}
          </Spotlight.ActionsGroup>
        )}
        {matchingActions.length > 0 && (
          <Spotlight.ActionsGroup label={t('search.actions')}>
            {matchingActions.map((a) => (
              <Spotlight.Action
                key={a.id}
                onClick={() => go(a.path)}
                leftSection={a.icon}
                label={a.label}
                data-testid="palette-action"
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {shownResults.length === 0 && matchingActions.length === 0 && (
          <Spotlight.Empty>
            {searching && (isFetching || settled !== typed)
              ? t('search.searching')
              : t('search.nothing')}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Group px="md" py={6} justify="space-between">
        <Text size="xs" c="dimmed">
          {t('search.hint')}
        </Text>
      </Group>
    </Spotlight.Root>
  );
}
