import { Button, Code, CopyButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import type { InviteCode } from '@switchboard/contract/invite-codes';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { ExportButton } from '../../ui/export-button';

/** The codes just made: the first ones to copy at once, and the whole batch to list or export. */
export function CreatedCodes({
  codes,
  total,
  batch,
  onClose,
  onShowBatch,
}: {
  codes: InviteCode[];
  total: number;
  batch: string | null;
  onClose: () => void;
  onShowBatch: (batch: string) => void;
}) {
  const { t } = useTranslation();
  const text = codes.map((c) => c.code).join('\n');
  return (
    <Dialog
      onClose={onClose}
      title={t('invite-codes.createdTitle', { count: total, n: formatNumber(total) })}
      data-testid="created-codes"
    >
      <Stack gap="sm">
        {total > codes.length && (
          <Text size="sm" c="dimmed">
            {t('invite-codes.firstShown', {
              shown: formatNumber(codes.length),
              total: formatNumber(total),
            })}
          </Text>
        )}
        <ScrollArea.Autosize mah={260}>
          <Code block data-testid="created-codes-list">
            {text}
          </Code>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="xs">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t('invite-codes.copied') : t('invite-codes.copyCodes')}
              </Button>
            )}
          </CopyButton>
          {batch && (
            <>
              <ExportButton
                path="/api/admin/invite-codes/export"
                filters={{ batch_id: batch }}
                label={t('invite-codes.exportBatch')}
              />
              <Button onClick={() => onShowBatch(batch)} data-testid="show-batch">
                {t('invite-codes.showBatch')}
              </Button>
            </>
          )}
          {!batch && <Button onClick={onClose}>{t('invite-codes.done')}</Button>}
        </Group>
      </Stack>
    </Dialog>
  );
}
