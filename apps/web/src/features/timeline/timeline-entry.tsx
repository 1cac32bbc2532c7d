import {
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  Stack,
  Table,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconArrowRight, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import type { TimelineEntry } from '@switchboard/contract/timeline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../ui/money';
import { entryTitle, fieldName, inlineDetails, shownValue } from './entry-text';
import { kindLooks } from './kind-looks';

/** An audit entry's fields, each as "field: old → new", then what else it recorded. */
function ChangeTable({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation();
  return (
    <Table withRowBorders={false} verticalSpacing={4} fz="sm" data-testid="timeline-diff">
      <Table.Tbody>
        {entry.changes.map((change) => (
          <Table.Tr key={change.field} data-testid="timeline-change">
            <Table.Td c="dimmed" w={180} style={{ verticalAlign: 'top' }}>
              {fieldName(change.field, t)}
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="wrap">
                <Text size="sm" td="line-through" c="red.8" data-testid="timeline-change-before">
                  {shownValue(change.field, change.before, t)}
                </Text>
                <IconArrowRight size={14} aria-label={t('timeline.becomes')} />
                <Text size="sm" c="green.8" fw={500} data-testid="timeline-change-after">
                  {shownValue(change.field, change.after, t)}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
        {Object.entries(entry.details).map(([field, value]) => (
          <Table.Tr key={`detail-${field}`}>
            <Table.Td c="dimmed" w={180} style={{ verticalAlign: 'top' }}>
              {fieldName(field, t)}
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{shownValue(field, value, t)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One event: its kind's icon, what happened, who and when (India time), and its diff on demand. */
export function TimelineEntryView({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const looks = kindLooks[entry.kind];
  const facts = inlineDetails(entry, t);
  const expandable =
    (entry.kind === 'audit' || entry.kind === 'kyc') &&
    (entry.changes.length > 0 || Object.keys(entry.details).length > 0);
  return (
    <Group
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      data-testid="timeline-entry"
      data-kind={entry.kind}
    >
      <ThemeIcon variant="light" color={looks.color} radius="xl" size={34}>
        <looks.Icon size={18} aria-hidden />
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={500} size="sm" data-testid="timeline-entry-title">
            {entryTitle(entry, t)}
          </Text>
          {entry.amount !== null ? (
            <Text size="sm" fw={600}>
              <Money paise={entry.amount} />
            </Text>
          ) : null}
        </Group>
        {entry.summary ? (
          <Text size="sm" lineClamp={3} style={{ wordBreak: 'break-word' }}>
            {entry.summary}
          </Text>
        ) : null}
        {facts.length ? (
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
        ) : null}
        <Group gap={8} wrap="wrap">
          <Badge size="xs" variant="light" color={looks.color}>
            {t(`timeline.kinds.${entry.kind}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {entry.actor?.name ?? t('timeline.system')} · {formatDateTime(entry.at)}
          </Text>
          {entry.link ? (
            <Anchor component={Link} to={entry.link} size="xs">
              {t('timeline.open')}
            </Anchor>
          ) : null}
          {expandable ? (
            <Button
              variant="subtle"
              size="compact-xs"
              rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
              onClick={() => setOpen((now) => !now)}
              aria-expanded={open}
              data-testid="timeline-entry-toggle"
            >
              {entry.changes.length
                ? t('timeline.showChanges', { n: entry.changes.length })
                : t('timeline.showDetails')}
            </Button>
          ) : null}
        </Group>
        {expandable ? (
          <Collapse in={open}>
            <ChangeTable entry={entry} />
          </Collapse>
        ) : null}
      </Stack>
    </Group>
  );
}
