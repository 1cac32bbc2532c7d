import type { ImportVoipNumbersResult } from '@switchboard/contract/numbers';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from '../../ui/csv-import-dialog';
import { useImportVoipNumbersMutation } from './api';

/** A CSV of numbers (header `number,provider`) into the inventory, all rows or none. */
export function ImportNumbersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [send, { isLoading }] = useImportVoipNumbersMutation();
  return (
    <CsvImportDialog<ImportVoipNumbersResult['rows'][number]>
      title={t('numbers.importTitle')}
      hint={t('numbers.importHint')}
      columns={[
        { header: t('numbers.number'), cell: (row) => row.number },
        { header: t('numbers.provider'), cell: (row) => row.provider },
      ]}
      check={(csv) => send({ csv, dry_run: true })}
      importCsv={(csv) => send({ csv, dry_run: false })}
      confirmTitle={t('numbers.importConfirmTitle')}
      confirmText={(valid) => t('numbers.importConfirm', { valid })}
      actionLabel={(valid) => t('numbers.importAction', { valid })}
      idleLabel={t('numbers.import')}
      loading={isLoading}
      onClose={onClose}
      data-testid="import-numbers"
    />
  );
}
