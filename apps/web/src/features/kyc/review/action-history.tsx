import { Code, Table, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message';
import { useKycActionHistoryQuery } from '../api';

type Change = { before: unknown; after: unknown };
const show = (value: unknown) => (value === null || value === undefined ? '—' : Array.isArray(value) ? value.join(', ') || '—' : String(value));

/** What changed, as "field: before → after", plus any comment or source org. */
function describe(summary: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const changes = (summary.changes ?? {}) as Record<string, Change>;
  for (const [field, change] of Object.entries(changes)) lines.push(`${field}: ${show(change.before)} → ${show(change.after)}`);
  for (const key of ['comment', 'source_org_id', 'phone', 'reference_id']) if (summary[key] !== undefined) lines.push(`${key}: ${show(summary[key])}`);
  return lines;
}

/** Every KYC action on the org: who, when, what changed (from the audit log). */
export function ActionHistory({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useKycActionHistoryQuery(orgId);
  if (error) return <Text c="red">{errorMessage(error)}</Text>;
  if (isLoading) return <Text c="dimmed">{t('app.loading')}</Text>;
  if (!data?.rows.length) return <Text c="dimmed">{t('kyc.history.empty')}</Text>;
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
        {data.rows.map((row) => (
          <Table.Tr key={row.id} data-testid="history-row">
            <Table.Td miw={130}>{formatDateTime(row.created_at)}</Table.Td>
            <Table.Td miw={110}>{row.actor_name ?? t('kyc.history.system')}</Table.Td>
            <Table.Td miw={160}>
              <Text size="sm" fw={500} c="blue.8">
                {t(`kyc.history.actions.${row.action.replaceAll('.', '_')}`, { defaultValue: row.action })}
              </Text>
            </Table.Td>
            <Table.Td>
              {describe(row.summary).map((line) => (
                <Code key={line} block={false} mr={4} style={{ whiteSpace: 'normal' }}>{line}</Code>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
