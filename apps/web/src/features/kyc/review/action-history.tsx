import { Button, Code, Table, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { useState } from 'react';
import {
  documentName,
  poaDocuments,
  pobDocuments,
  poiDocuments,
  type DocumentType,
} from '@switchboard/contract/rules/kyc';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useKycActionHistoryQuery } from '../api';

type Change = { before: unknown; after: unknown };
/** The history's words: the locale's `t`, or the field names themselves where there is none. */
type Words = (key: string, options?: Record<string, unknown>) => string;
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

/** Document type fields, read by the type's name (AADHAAR is "Aadhaar Card"). */
const typeLists: Record<string, readonly DocumentType[]> = {
  poa_id: poaDocuments,
  poi_id: poiDocuments,
  pob_id: pobDocuments,
};
/** Fields that hold an uploaded file: the path means nothing to a reader, what happened does. */
const fileField = /^(poa|poi|pob|proof)_(front|back)$|^photo$/;

function fieldLine(field: string, change: Change, t: Words): string {
  const label = t(`kyc.history.fields.${field}`, { defaultValue: field });
  if (fileField.test(field)) {
    const what = !change.after ? 'removed' : change.before ? 'replaced' : 'uploaded';
    return `${label}: ${t(`kyc.history.files.${what}`, { defaultValue: what })}`;
  }
  const list = typeLists[field];
  const value = (v: unknown) =>
    list && typeof v === 'string' ? (documentName(list, v) ?? v) : show(v);
  return `${label}: ${value(change.before)} → ${value(change.after)}`;
}

/**
 * What changed, as "label: before → after" (a document as uploaded, replaced or removed), plus
 * any comment, source org or who collected the documents. KYC actions list their changes under
 * `changes`; org actions that touch the KYC (reset FUP, the automatic business KYC switch)
 * write the fields' before and after at the top level.
 */
export function describeSummary(
  summary: Record<string, unknown>,
  t: Words = (key, options) => String(options?.defaultValue ?? key),
): string[] {
  const lines: string[] = [];
  const topLevel = Object.entries(summary).filter((entry): entry is [string, Change] =>
    isChange(entry[1]),
  );
  const changes: Record<string, Change> = {
    ...Object.fromEntries(topLevel),
    ...((summary.changes ?? {}) as Record<string, Change>),
  };
  for (const [field, change] of Object.entries(changes)) lines.push(fieldLine(field, change, t));
  for (const key of [
    'comment',
    'source_org_id',
    'phone',
    'reference_id',
    'submission_id',
    'collected_by_name',
  ])
    if (summary[key] !== undefined)
      lines.push(`${t(`kyc.history.fields.${key}`, { defaultValue: key })}: ${show(summary[key])}`);
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
          <Table.Td miw={110}>
            {row.actor_name ??
              t(row.summary.actor === 'app' ? 'kyc.history.app' : 'kyc.history.system')}
          </Table.Td>
          <Table.Td miw={160}>
            <Text size="sm" fw={500} c="blue.8">
              {t(
                `kyc.history.actions.${row.action.replaceAll('.', '_')}${
                  row.action === 'kyc.submit' && row.summary.actor === 'staff' ? '_staff' : ''
                }`,
                { defaultValue: row.action },
              )}
            </Text>
          </Table.Td>
          <Table.Td>
            {describeSummary(row.summary, t).map((line) => (
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
