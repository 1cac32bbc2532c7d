import type { ImportInternalLeadsResult } from '@switchboard/contract/internal-leads';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from '../../ui/csv-import-dialog';
import { useImportInternalLeadsMutation } from './api';

/** A CSV of leads (header `name,phone`, optionally `email,source`), all rows or none. */
export function ImportLeadsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [send, { isLoading }] = useImportInternalLeadsMutation();
  return (
    <CsvImportDialog<ImportInternalLeadsResult['rows'][number]>
      title={t('internal-leads.importTitle')}
      hint={t('internal-leads.importHint')}
      columns={[
        { header: t('internal-leads.name'), cell: (row) => row.name },
        { header: t('internal-leads.phone'), cell: (row) => row.phone },
        { header: t('internal-leads.source'), cell: (row) => row.source },
      ]}
      check={(csv) => send({ csv, dry_run: true })}
      importCsv={(csv) => send({ csv, dry_run: false })}
      confirmTitle={t('internal-leads.importConfirmTitle')}
      confirmText={(valid) => t('internal-leads.importConfirm', { valid })}
      actionLabel={(valid) => t('internal-leads.importAction', { valid })}
      idleLabel={t('internal-leads.import')}
      loading={isLoading}
      onClose={onClose}
      data-testid="import-leads"
    />
  );
}
