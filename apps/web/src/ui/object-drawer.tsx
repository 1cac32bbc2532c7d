import {
  Alert,
  Anchor,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../lib/error-message';
import { Fact } from './fact';

type DrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  loading: boolean;
  error?: unknown;
  children: ReactNode;
};

/**
 * The one shell every object's drawer uses (payment, number, mandate…), so they all read the
 * same: title, then sections of facts, linked objects and history. Esc closes it (Mantine).
 */
export function ObjectDrawer({
  opened,
  onClose,
  title,
  testId,
  loading,
  error,
  children,
}: DrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h4">
          {title}
        </Title>
      }
      data-testid={testId}
    >
      {loading ? (
        <Loader size="sm" />
      ) : error ? (
        <Alert color="red">{errorMessage(error as Parameters<typeof errorMessage>[0])}</Alert>
      ) : (
        <Stack gap="lg">{children}</Stack>
      )}
    </Drawer>
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
