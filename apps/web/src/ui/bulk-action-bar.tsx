import { formatNumber } from '@switchboard/contract/format';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { BULK_CHUNK, type BulkCount, type BulkResult } from '@switchboard/contract/bulk';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { confirmDialog } from './confirm-dialog';
import type { RowSelection } from './data-table/row-selection';

/** What a bulk request acts on: ticked ids (sent in chunks) or the list's filter. */
export type BulkTarget = { ids: number[] } | { filter: 'current' };

/** What a bulk request names: the ticked rows, or the list's own filter (a select-all). */
export const bulkRows = <F,>(target: BulkTarget, filter: F) =>
  'ids' in target ? { ids: target.ids } : { filter };

export interface BulkAction {
  key: string;
  label: string;
  /** The confirmation's question, given the count: "Retry 1,234 messages?". */
  question: (count: string) => string;
  danger?: boolean;
  /** Not yet: the action's own choice (a stage, an owner) is still empty. */
  disabled?: boolean;
  /** Sends one request: a chunk of ids, or the filter. */
  send: (target: BulkTarget) => Promise<BulkResult>;
}

interface BulkActionBarProps {
  selection: RowSelection;
  /** The list's total, for the "Select all N matching" offer. */
  total: number;
  pageSize: number;
  actions: BulkAction[];
  /** The server's count of what the filter picks, asked before a select-all runs. */
  countMatching: () => Promise<BulkCount>;
  /** The actions' own choices (a stage, an owner), shown before their buttons. */
  controls?: ReactNode;
}

const numberText = formatNumber;

function merge(a: BulkResult, b: BulkResult): BulkResult {
  return {
    total: a.total + b.total,
    done: a.done + b.done,
    failed: a.failed + b.failed,
    results: [...a.results, ...b.results],
  };
}
const EMPTY: BulkResult = { total: 0, done: 0, failed: 0, results: [] };

/**
 * The bar over a list while rows are selected: the count, the offer to select every row the
 * filters match, the list's actions, then progress and a per-row result. Every action asks
 * first, stating the count (the server's, for a select-all).
 */
export function BulkActionBar({
  selection,
  total,
  pageSize,
  actions,
  countMatching,
  controls,
}: BulkActionBarProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const all = selection.selection.kind === 'all';

  async function run(action: BulkAction) {
    setError(null);
    setResult(null);
    try {
      let count = selection.count;
      if (all) {
        const counted = await countMatching();
        if (counted.over_limit) {
          setError(t('bulk.overLimit', { limit: numberText(counted.limit) }));
          return;
        }
        count = counted.count;
      }
      const yes = await confirmDialog({
        title: action.label,
        message: action.question(numberText(count)),
        confirmLabel: action.label,
        danger: action.danger,
      });
      if (!yes) return;
      let sum = EMPTY;
      setProgress({ done: 0, total: count });
      if (selection.selection.kind === 'all') {
        sum = await action.send({ filter: 'current' });
      } else {
        const ids = selection.selection.ids;
        for (let start = 0; start < ids.length; start += BULK_CHUNK) {
          sum = merge(sum, await action.send({ ids: ids.slice(start, start + BULK_CHUNK) }));
          setProgress({ done: sum.total, total: count });
        }
      }
      setResult(sum);
      selection.clear();
    } catch (e) {
      setError(errorMessage(e as Parameters<typeof errorMessage>[0]));
    } finally {
      setProgress(null);
    }
  }

  const failures = result?.results.filter((r) => !r.ok) ?? [];
  if (selection.count === 0 && !result && !error) return null;
  return (
    <Paper withBorder p="sm" data-testid="bulk-bar">
      <Stack gap="xs">
        {selection.count > 0 ? (
          <Group justify="space-between">
            <Group gap="sm">
              <Text size="sm" fw={500} data-testid="bulk-count">
                {t(all ? 'bulk.allSelected' : 'bulk.selected', {
                  count: numberText(selection.count),
                })}
              </Text>
              {!all && selection.pageTicked && total > pageSize ? (
                <Anchor component="button" size="sm" onClick={selection.selectAllMatching}>
                  {t('bulk.selectAll', { count: numberText(total) })}
                </Anchor>
              ) : null}
              <Anchor component="button" size="sm" c="dimmed" onClick={selection.clear}>
                {t('bulk.clear')}
              </Anchor>
            </Group>
            <Group gap="xs" align="center">
              {controls}
              {actions.map((action) => (
                <Button
                  key={action.key}
                  size="xs"
                  color={action.danger ? 'red' : undefined}
                  disabled={progress !== null || action.disabled}
                  onClick={() => void run(action)}
                  data-testid={`bulk-${action.key}`}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          </Group>
        ) : null}
        {progress ? (
          <Stack gap={4} data-testid="bulk-progress">
            <Progress
              value={progress.total ? (100 * progress.done) / progress.total : 0}
              animated
            />
            <Text size="xs" c="dimmed">
              {t('bulk.progress', {
                done: numberText(progress.done),
                total: numberText(progress.total),
              })}
            </Text>
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        {result ? (
          <Alert
            color={result.failed ? 'yellow' : 'green'}
            withCloseButton
            onClose={() => setResult(null)}
            data-testid="bulk-result"
          >
            <Text size="sm">
              {t('bulk.result', {
                done: numberText(result.done),
                failed: numberText(result.failed),
              })}
            </Text>
            {failures.length > 0 ? (
              <Table mt="xs" withRowBorders={false} data-testid="bulk-failures">
                <Table.Tbody>
                  {failures.slice(0, 50).map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>#{f.id}</Table.Td>
                      <Table.Td>{f.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
