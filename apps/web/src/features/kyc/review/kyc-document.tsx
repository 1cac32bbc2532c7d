import {
  Anchor,
  Box,
  Center,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { DocumentPane } from '../../../ui/document-viewer/document-pane';
import { useKycDocumentUrlQuery } from '../api';
import type { KycDocumentRef } from './documents';

/** The display URL of a stored document, through getObject (no_redirect); skipped when absent. */
function useDisplayUrl(key: string | null) {
  const query = useKycDocumentUrlQuery(key ?? '', { skip: !key });
  return {
    url: query.data?.url ?? null,
    contentType: query.data?.content_type ?? null,
    loading: query.isLoading,
    error: query.error ? errorMessage(query.error) : null,
  };
}

/**
 * Chrome's PDF viewer opens with a page-thumbnail sidebar that takes half of a side-by-side
 * pane: open PDFs fitted to the pane's width, without it.
 */
const PDF_VIEW = '#view=FitH&navpanes=0';

/** One document in the viewer, with zoom and rotation. */
export function KycDocumentPane({ doc }: { doc: Pick<KycDocumentRef, 'label' | 'key'> }) {
  const { t } = useTranslation();
  const shown = useDisplayUrl(doc.key);
  const url =
    shown.url && shown.contentType === 'application/pdf' ? `${shown.url}${PDF_VIEW}` : shown.url;
  return (
    <DocumentPane
      doc={{
        label: doc.label,
        ...shown,
        url,
        error: doc.key ? shown.error : t('kyc.docs.missing'),
      }}
    />
  );
}

/** A small preview that puts the document into the viewer. */
export function KycDocumentThumb({
  doc,
  active,
  onOpen,
}: {
  doc: KycDocumentRef;
  active: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const shown = useDisplayUrl(doc.key);
  function preview() {
    if (!doc.key)
      return (
        <Center h={90}>
          <IconPhotoOff size={28} color="gray" aria-label={t('kyc.docs.missing')} />
        </Center>
      );
    if (shown.loading || !shown.url)
      return (
        <Center h={90}>
          <Loader size="xs" />
        </Center>
      );
    if (shown.contentType === 'application/pdf')
      return (
        <Center h={90}>
          <IconFileTypePdf size={36} color="crimson" aria-label="PDF" />
        </Center>
      );
    return <Image src={shown.url} alt="" h={90} fit="contain" />;
  }
  return (
    // Cards of one row share their height (the row stretches them), so the buttons under them line up.
    <Paper
      withBorder
      p={6}
      w={170}
      flex={1}
      style={{
        borderColor: active ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: active ? 2 : 1,
      }}
    >
      <UnstyledButton
        onClick={onOpen}
        disabled={!doc.key}
        w="100%"
        data-testid={`thumb-${doc.field}`}
        aria-pressed={active}
      >
        <Stack gap={4}>
          <Box bg="gray.0">{preview()}</Box>
          <Text size="xs" lineClamp={2} title={doc.label}>
            {doc.label}
          </Text>
        </Stack>
      </UnstyledButton>
      {shown.url && (
        <Anchor href={shown.url} target="_blank" rel="noreferrer" size="xs">
          {t('viewer.open')}
        </Anchor>
      )}
    </Paper>
  );
}
