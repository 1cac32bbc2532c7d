import { Button, Code, Table, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useKycActionHistoryQuery } from '../api';

type Change = { before: unknown; after: unknown };
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  // Timestamps (submitted_at, reviewed_at) read as the console shows dates elsewhere.
  if (typeof value === 'string' && isoTime.test(value)) return formatDateTime(value);
  return String(value);
}
const isChange = (value: unknown): value is Change =>
  typeof value === 'object' && value !== null && 'before' in value && 'after' in value;

/**
 * What changed, as "field: before → after", plus any comment or source org. KYC actions list
 * their changes under `changes`; org actions that touch the KYC (reset FUP, the automatic
 * business KYC switch) write the fields' before and after at the top level.
 */
export function describeSummary(summary: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const topLevel = Object.entries(summary).filter((entry): entry is [string, Change] =>
    isChange(entry[1]),
  );
  const changes: Record<string, Change> = {
    ...Object.fromEntries(topLevel),
    ...((summary.changes ?? {}) as Record<string, Change>),
  };
  for (const [field, change] of Object.entries(changes))
    lines.push(`${field}: ${show(change.before)} → ${show(change.after)}`);
  for (const key of ['comment', 'source_org_id', 'phone', 'reference_id'])
    if (summary[key] !== undefined) lines.push(`${key}: ${show(summary[key])}`);
  return lines;
}

/** One page of the history, as table rows; the last page offers the next older one. */
function HistoryPage({
  orgId,
  before,
  last,
  onOlder,
}: {
  orgId: number;
  before?: number;
  last: boolean;
  onOlder: (before: number) => void;
}) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useKycActionHistoryQuery(
    before ? { orgId, before } : { orgId },
  );
  const message = (text: string, color?: string) => (
    <Table.Tr>
      <Table.Td colSpan={4}>
        <Text c={color ?? 'dimmed'} size="sm">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
  if (error) return message(errorMessage(error), 'red');
  if (isLoading || !data) return message(t('app.loading'));
  if (!before && data.rows.length === 0) return message(t('kyc.history.empty'));
  return (
    <>
      {data.rows.map((row) => (
        <Table.Tr key={row.id} data-testid="history-row">
          <Table.Td miw={130}>{formatDateTime(row.created_at)}</Table.Td>
          <Table.Td miw={110}>{row.actor_name ?? t('kyc.history.system')}</Table.Td>
          <Table.Td miw={160}>
            <Text size="sm" fw={500} c="blue.8">
              {t(`kyc.history.actions.${row.action.replaceAll('.', '_')}`, {
                defaultValue: row.action,
              })}
            </Text>
          </Table.Td>
          <Table.Td>
            {describeSummary(row.summary).map((line) => (
              <Code key={line} block={false} mr={4} style={{ whiteSpace: 'normal' }}>
                {line}
              </Code>
            ))}
          </Table.Td>
        </Table.Tr>
      ))}
      {last && data.next_before !== null && (
        <Table.Tr>
          <Table.Td colSpan={4} ta="center">
            <Button
              variant="subtle"
              size="xs"
              onClick={() => onOlder(data.next_before as number)}
              data-testid="history-older"
            >
              {t('kyc.history.older')}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** Every KYC action on the org: who, when, what changed (from the audit log), a page at a time. */
export function ActionHistory({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  // The keyset cursors of the pages shown: the newest page, then each older one asked for.
  const [cursors, setCursors] = useState<number[]>([]);
  // A new action pushes the newest page's last row down past the first cursor; the older pages
  // would then skip it, so they fold away and the reviewer pages again from the top.
  const { data: newest } = useKycActionHistoryQuery({ orgId });
  if (cursors.length > 0 && newest && newest.next_before !== cursors[0]) setCursors([]);
  const pages: (number | undefined)[] = [undefined, ...cursors];
  return (
    <Table striped data-testid="kyc-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('kyc.history.when')}</Table.Th>
          <Table.Th>{t('kyc.history.who')}</Table.Th>
          <Table.Th>{t('kyc.history.action')}</Table.Th>
          <Table.Th>{t('kyc.history.what')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pages.map((before, i) => (
          <HistoryPage
            key={before ?? 'newest'}
            orgId={orgId}
            before={before}
            last={i === pages.length - 1}
            onOlder={(next) => setCursors((c) => [...c, next])}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
