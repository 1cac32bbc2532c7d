import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { runAction } from './run-action';

/** Rows shown in the preview; the counts always cover the whole file. */
const PREVIEW_ROWS = 200;

/** What an import route answers, for a check (dry run) as for the import itself. */
export type CsvImportResult<Row extends CsvRow> = {
  rows: Row[];
  valid: number;
  invalid: number;
  message: string;
};
export type CsvRow = { line: number; error: string | null };
/** What an RTK Query mutation resolves to. */
type Outcome<R> = { data?: R; error?: unknown };

export type CsvImportDialogProps<Row extends CsvRow> = {
  title: string;
  /** The columns the file needs, and how many rows it may hold. */
  hint: string;
  /** The preview's columns besides the line and the problem. */
  columns: { header: string; cell: (row: Row) => ReactNode }[];
  /** Checks the file on the server without writing anything. */
  check: (csv: string) => Promise<Outcome<CsvImportResult<Row>>>;
  /** Writes every row, or none. */
  importCsv: (csv: string) => Promise<Outcome<CsvImportResult<Row>>>;
  /** The confirmation's title and text, and the import button's label, for `valid` rows. */
  confirmTitle: string;
  confirmText: (valid: string) => string;
  actionLabel: (valid: string) => string;
  idleLabel: string;
  loading: boolean;
  onClose: () => void;
  'data-testid'?: string;
};

/**
 * A CSV import: the file is checked row by row first (problems listed first), then imported in
 * one go when every row is good, after a confirmation, so a bad file never leaves half its rows.
 */
export function CsvImportDialog<Row extends CsvRow>(props: CsvImportDialogProps<Row>) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportResult<Row> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setFailure(null);
    if (!next) return setCsv(null);
    const text = await next.text();
    setCsv(text);
    const checked = await props.check(text);
    if (checked.data) setPreview(checked.data);
    else setFailure(errorMessage(checked.error as Parameters<typeof errorMessage>[0]));
  }

  const ready = preview !== null && preview.invalid === 0 && preview.valid > 0 && csv !== null;
  const shown = preview
    ? [...preview.rows].sort((a, b) => Number(!a.error) - Number(!b.error))
    : [];
  const valid = formatNumber(preview?.valid ?? 0);

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      size="lg"
      closeOnClickOutside={false}
      data-testid={props['data-testid']}
    >
      <Stack gap="sm">
        <Text size="sm">{props.hint}</Text>
        <FileInput
          label={t('csvImport.file')}
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
                ? t('csvImport.hasErrors', {
                    invalid: formatNumber(preview.invalid),
                    rows: formatNumber(preview.rows.length),
                  })
                : t('csvImport.clean', { valid })}
            </Alert>
            <Table.ScrollContainer minWidth={420} mah={320}>
              <Table striped data-testid="import-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('csvImport.line')}</Table.Th>
                    {props.columns.map((column) => (
                      <Table.Th key={column.header}>{column.header}</Table.Th>
                    ))}
                    <Table.Th>{t('csvImport.problem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.slice(0, PREVIEW_ROWS).map((row) => (
                    <Table.Tr key={row.line} data-testid="import-row">
                      <Table.Td>{row.line}</Table.Td>
                      {props.columns.map((column) => (
                        <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                      ))}
                      <Table.Td c={row.error ? 'red' : undefined}>{row.error ?? '✓'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            disabled={!ready}
            loading={props.loading}
            data-testid="import-confirm"
            onClick={() =>
              void runAction({
                confirm: {
                  title: props.confirmTitle,
                  message: props.confirmText(valid),
                  confirmLabel: props.actionLabel(valid),
                },
                run: () => props.importCsv(csv ?? ''),
                success: (data) => data.message,
                onDone: props.onClose,
              })
            }
          >
            {ready ? props.actionLabel(valid) : props.idleLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
