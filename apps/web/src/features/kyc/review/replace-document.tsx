import { Button, FileButton } from '@mantine/core';
import { allowedFileTypes } from '@switchboard/contract/files';
import type { KycDetail } from '@switchboard/contract/kyc';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, uploadFile } from '../../../lib/upload-file';
import { confirmDialog } from '../../../ui/confirm-dialog';
import { toastError, toastSuccess } from '../../../ui/toasts';
import { useModifyKycMutation, useUpdateBusinessVerificationMutation } from '../api';
import { showApiFailed } from '../use-review-actions';
import type { KycDocumentRef } from './documents';

/**
 * Replaces one document: checked in the browser first (type, then size once the server has said
 * its limit), confirmed, uploaded with the shared uploader (presigned URL, then PUT), and saved.
 */
export function ReplaceDocumentButton({ detail, doc }: { detail: KycDetail; doc: KycDocumentRef }) {
  const { t } = useTranslation();
  const [modify] = useModifyKycMutation();
  const [updateBv] = useUpdateBusinessVerificationMutation();
  const [busy, setBusy] = useState(false);
  // A slot with nothing in it yet is an upload, not a replacement.
  const empty = !doc.key;

  async function save(fileName: string) {
    const orgId = detail.org.id;
    if (doc.part === 'kyc')
      return modify({ org_id: orgId, version: detail.version, [doc.field]: fileName });
    const extra = /^extra_(\d+)_(front|back)$/.exec(doc.field);
    if (!extra) return updateBv({ orgId, version: detail.version, [doc.field]: fileName });
    const index = Number(extra[1]);
    const extra_documents = detail.business_kyc.extra_documents.map((d, i) =>
      i === index ? { ...d, [`proof_${extra[2]}`]: fileName } : d,
    );
    return updateBv({ orgId, version: detail.version, extra_documents });
  }

  async function replace(file: File | null) {
    if (!file) return;
    const problem = checkFile(file, 'document');
    if (problem) return toastError(problem);
    const words = { doc: doc.label, file: file.name, org: detail.org.name };
    const ok = await confirmDialog({
      title: t(empty ? 'kyc.replace.uploadTitle' : 'kyc.replace.title'),
      message: t(empty ? 'kyc.replace.uploadConfirm' : 'kyc.replace.confirm', words),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await save(await uploadFile(file, { kind: 'document' }));
      if ('error' in result) showApiFailed(result.error);
      else toastSuccess(t(empty ? 'kyc.replace.uploaded' : 'kyc.replace.done', { doc: doc.label }));
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FileButton
      onChange={(file) => void replace(file)}
      accept={allowedFileTypes.document.join(',')}
    >
      {(props) => (
        <Button
          {...props}
          size="compact-xs"
          variant="subtle"
          leftSection={<IconUpload size={12} />}
          loading={busy}
          data-testid={`replace-${doc.field}`}
        >
          {t(empty ? 'kyc.replace.upload' : 'kyc.replace.button')}
        </Button>
      )}
    </FileButton>
  );
}
