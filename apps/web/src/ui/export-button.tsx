import { Button, Loader } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCsv, saveFile, type CsvDownloadError } from './csv-download';
import { showErrorDialog } from './error-dialog';
import { exportHref } from './export-href';

export type ExportButtonProps = {
  /** The list's export, without a query: `/api/org/export`. */
  path: string;
  /** The list's filters as they are now: the file is the list as filtered, every page of it. */
  filters: Record<string, unknown>;
  /** "Export CSV" unless the list words it otherwise ("Export this batch"). */
  label?: string;
  'data-testid'?: string;
};

/**
 * A list's CSV export. The file streams from the server, so a large one takes a while: the
 * button says how many rows have arrived (en-IN grouping) and stays disabled until the file
 * is saved under the server's name, which carries the filters. A refusal shows the server's
 * message; a stream that breaks off says so, and nothing is saved.
 */
export function ExportButton({ path, filters, label, ...rest }: ExportButtonProps) {
  const { t } = useTranslation();
  // Rows received so far while an export runs; null while none does.
  const [rows, setRows] = useState<number | null>(null);
  const running = rows !== null;

  async function run() {
    setRows(0);
    try {
      const { blob, fileName } = await fetchCsv(exportHref(path, filters), setRows);
      saveFile(blob, fileName);
    } catch (error) {
      const failure = error as CsvDownloadError;
      showErrorDialog(
        failure.status === 'STREAM_ERROR'
          ? { data: { message: t('csvExport.interrupted') } }
          : failure,
      );
    } finally {
      setRows(null);
    }
  }

  return (
    <Button
      variant="default"
      onClick={() => void run()}
      disabled={running}
      aria-busy={running}
      leftSection={running ? <Loader size={14} /> : <IconDownload size={16} />}
      data-testid={rest['data-testid']}
      data-exporting={running || undefined}
    >
      {rows !== null
        ? t('csvExport.progress', { rows: formatNumber(rows) })
        : (label ?? t('csvExport.button'))}
    </Button>
  );
}
