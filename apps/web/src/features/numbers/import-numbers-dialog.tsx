import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import type { ImportVoipNumbersResult } from '@switchboard/contract/numbers';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { runAction } from '../../ui/run-action';
import { useImportVoipNumbersMutation } from './api';

/** Rows shown in the preview; the counts always cover the whole file. */
const PREVIEW_ROWS = 200;

/**
 * A CSV of numbers (header `number,provider`): checked row by row first, then imported in one
 * go when every row is good (asks first), so a bad file never leaves half its numbers behind.
 */
export function ImportNumbersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportVoipNumbersResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useImportVoipNumbersMutation();

  async function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setFailure(null);
    if (!next) return setCsv(null);
    const text = await next.text();
    setCsv(text);
    const checked = await send({ csv: text, dry_run: true });
    if ('error' in checked) setFailure(errorMessage(checked.error));
    else setPreview(checked.data);
  }

  const ready = preview !== null && preview.invalid === 0 && preview.valid > 0 && csv !== null;
  const shown = preview
    ? [...preview.rows].sort((a, b) => Number(!a.error) - Number(!b.error))
    : [];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('numbers.importTitle')}
      size="lg"
      closeOnClickOutside={false}
      data-testid="import-numbers"
    >
      <Stack gap="sm">
        <Text size="sm">{t('numbers.importHint')}</Text>
        <FileInput
          label={t('numbers.importFile')}
          accept=".csv,text/csv"
          value={file}
          onChange={(next) => void choose(next)}
          leftSection={<IconFileTypeCsv size={16} />}
          clearable
          data-testid="import-file"
        />
        {failure && (
          <Alert color="red" role="alert" data-testid="import-failure">
            {failure}
          </Alert>
        )}
        {preview && (
          <>
            <Alert color={preview.invalid > 0 ? 'red' : 'green'} data-testid="import-summary">
              {preview.invalid > 0
                ? t('numbers.importHasErrors', {
                    invalid: formatNumber(preview.invalid),
                    rows: formatNumber(preview.rows.length),
                  })
                : t('numbers.importClean', { valid: formatNumber(preview.valid) })}
            </Alert>
            <Table.ScrollContainer minWidth={420} mah={320}>
              <Table striped data-testid="import-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('numbers.importLine')}</Table.Th>
                    <Table.Th>{t('numbers.number')}</Table.Th>
                    <Table.Th>{t('numbers.provider')}</Table.Th>
                    <Table.Th>{t('numbers.importProblem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.slice(0, PREVIEW_ROWS).map((row) => (
                    <Table.Tr key={row.line} data-testid="import-row">
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.number}</Table.Td>
                      <Table.Td>{row.provider}</Table.Td>
                      <Table.Td c={row.error ? 'red' : undefined}>{row.error ?? '✓'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            disabled={!ready}
            loading={isLoading}
            data-testid="import-confirm"
            onClick={() =>
              void runAction({
                confirm: {
                  title: t('numbers.importConfirmTitle'),
                  message: t('numbers.importConfirm', { valid: formatNumber(preview?.valid ?? 0) }),
                  confirmLabel: t('numbers.importAction', {
                    valid: formatNumber(preview?.valid ?? 0),
                  }),
                },
                run: () => send({ csv: csv ?? '', dry_run: false }),
                success: (data) => data.message,
                onDone: onClose,
              })
            }
          >
            {ready
              ? t('numbers.importAction', { valid: formatNumber(preview.valid) })
              : t('numbers.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
