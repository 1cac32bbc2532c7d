import {
  Alert,
  Anchor,
  Divider,
  Drawer,
  type DrawerProps as MantineDrawerProps,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { AuditEntry } from '@switchboard/contract/audit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../lib/error-message';
import { AuditHistory } from './audit-history';
import { Fact } from './fact';

/** What a drawer shows of its object: the query that loads it, as RTK Query answers. */
type Loaded<D> = { data?: D; error?: unknown; isLoading: boolean };

/** The parts most objects show: facts, a line about it, what it links to, who did what. */
export type ObjectParts = {
  facts: { label: string; value: ReactNode }[];
  factsTestId?: string;
  /** Under the facts: a description, a link that was sent. */
  about?: ReactNode;
  linked?: LinkedItem[];
  linkedTestId?: string;
  /** The object's own sections, between what it links to and its history. */
  sections?: ReactNode;
  history: AuditEntry[];
  /** The area's words for its audit actions (AuditHistory's `actionsKey`). */
  actionsKey?: string;
};

type DrawerProps<D> = {
  /** Open while its URL parameter names an object (`useDrawerParam`), or while one is chosen. */
  opened: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  query: Loaded<D>;
  size?: MantineDrawerProps['size'];
} & (
  | { parts: (data: D) => ObjectParts; children?: undefined }
  | { parts?: undefined; children: (data: D) => ReactNode }
);

/** The standard parts, in the order every drawer reads. */
function PartsOf({ parts }: { parts: ObjectParts }) {
  const { t } = useTranslation();
  return (
    <>
      <DrawerSection title={t('objectDrawer.facts')} testId={parts.factsTestId}>
        <FactGrid facts={parts.facts} />
        {parts.about}
      </DrawerSection>
      {parts.linked && (
        <DrawerSection title={t('objectDrawer.linked')} testId={parts.linkedTestId}>
          <LinkedList items={parts.linked} />
        </DrawerSection>
      )}
      {parts.sections}
      <DrawerSection title={t('objectDrawer.history')}>
        <AuditHistory entries={parts.history} actionsKey={parts.actionsKey} />
      </DrawerSection>
    </>
  );
}

/**
 * The one drawer of the console (payment, number, mandate, a message…), so they all read the
 * same: title, then, once loaded, the object's `parts` (facts, linked objects, history) or its
 * own body; a failed load shows the server's message. Esc closes it (Mantine).
 */
export function ObjectDrawer<D>({
  opened,
  onClose,
  title,
  testId,
  query,
  size = 'lg',
  parts,
  children,
}: DrawerProps<D>) {
  const { t } = useTranslation();
  const { data, error, isLoading } = query;
  // Built from its parts: its header is a plain block, not a second page banner, and its
  // close button is named.
  const plainHeader = { component: 'div' } as object;
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      data-testid={testId}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header {...plainHeader}>
          <Drawer.Title fz="h4" fw={700}>
            {title}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('dialog.close')} />
        </Drawer.Header>
        <Drawer.Body>
          {isLoading ? (
            <Loader size="sm" />
          ) : error ? (
            <Alert color="red">{errorMessage(error as Parameters<typeof errorMessage>[0])}</Alert>
          ) : data ? (
            <Stack gap="lg">{parts ? <PartsOf parts={parts(data)} /> : children(data)}</Stack>
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/**
 * A row's key cell (a payment's id, a lead's name): a button opening the row's drawer, so the
 * keyboard reaches it; the whole row opens it too, and this click is not also the row's.
 */
export function DrawerLink({
  onOpen,
  label,
  mono,
  children,
}: {
  onOpen: () => void;
  /** What it opens, for a screen reader ("Open payment #12"). */
  label?: string;
  /** Ids and numbers in a fixed-width font. */
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ff={mono ? 'monospace' : undefined}
      style={mono ? { whiteSpace: 'nowrap' } : undefined}
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      aria-label={label}
    >
      {children}
    </Anchor>
  );
}

/** A titled part of a drawer: "Facts", "Linked", "History". */
export function DrawerSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Divider label={title} labelPosition="left" />
      {children}
    </Stack>
  );
}

/** The object's facts, two to a row. */
export function FactGrid({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
      {facts.map((f) => (
        <Fact key={f.label} label={f.label}>
          {f.value}
        </Fact>
      ))}
    </SimpleGrid>
  );
}

/** A linked object: a page in the console (`to`), a file to download (`href`), or plain text. */
export type LinkedItem = {
  key: string;
  /** What kind of object: "Team", "Invoice", "Refund". */
  kind: string;
  label: ReactNode;
  to?: string;
  href?: string;
  /** Beside the label: an amount, a date. */
  detail?: ReactNode;
};

/** The objects this one links to, each a link where the console has a place for it. */
export function LinkedList({ items }: { items: LinkedItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('objectDrawer.noLinks')}
      </Text>
    );
  return (
    <Stack gap={6}>
      {items.map((item) => (
        <Group key={item.key} gap="xs" wrap="nowrap" data-testid={`linked-${item.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} w={110} style={{ flexShrink: 0 }}>
            {item.kind}
          </Text>
          {item.to ? (
            <Anchor component={Link} to={item.to} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {item.label}
            </Anchor>
          ) : item.href ? (
            <Anchor href={item.href} size="sm" download style={{ whiteSpace: 'nowrap' }}>
              {item.label}
            </Anchor>
          ) : (
            <Text size="sm">{item.label}</Text>
          )}
          {item.detail && (
            <Text size="sm" c="dimmed">
              {item.detail}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
