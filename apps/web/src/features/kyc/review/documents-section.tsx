import { Group, Stack, Text } from '@mantine/core';
import type { KycDetail } from '@switchboard/contract/kyc';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentCompare } from '../../../ui/document-viewer/document-compare';
import { documentsOf, partnerOf, type KycDocumentRef } from './documents';
import { KycDocumentPane, KycDocumentThumb } from './kyc-document';
import { ReplaceDocumentButton } from './replace-document';

/** Thumbnails of every document and a viewer with two of them side by side. */
export function DocumentsSection({ detail, canEdit }: { detail: KycDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const docs = useMemo(() => documentsOf(detail, t), [detail, t]);
  const present = docs.filter((d) => d.key);
  const first = present[0]?.field;
  const [shown, setShown] = useState<[string, string | null] | null>(null);
  const value: [string, string | null] | null =
    shown ?? (first ? [first, partnerOf(docs, first)] : null);
  const byField = (field: string) => docs.find((d) => d.field === field) as KycDocumentRef;

  return (
    <Stack>
      <Group gap="sm" align="stretch" data-testid="kyc-thumbs">
        {docs.map((doc) => (
          <Stack key={doc.field} gap={4}>
            <KycDocumentThumb
              doc={doc}
              active={value?.includes(doc.field) ?? false}
              onOpen={() => setShown([doc.field, partnerOf(docs, doc.field)])}
            />
            {canEdit && <ReplaceDocumentButton detail={detail} doc={doc} />}
          </Stack>
        ))}
      </Group>
      {value ? (
        <DocumentCompare
          documents={present.map((d) => ({ id: d.field, label: d.label }))}
          value={value}
          onChange={setShown}
          renderPane={(field) => <KycDocumentPane doc={byField(field)} />}
        />
      ) : (
        <Text c="dimmed">{t('kyc.docs.none')}</Text>
      )}
    </Stack>
  );
}
