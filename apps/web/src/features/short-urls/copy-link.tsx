import { ActionIcon, Anchor, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The short link to hand out, with a button that copies it. */
export function CopyLink({ url, testId }: { url: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm" data-testid={testId}>
        {url.replace(/^https?:\/\//, '')}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('short-urls.copied') : t('short-urls.copy')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={(e) => {
                e.stopPropagation();
                copy();
              }}
              aria-label={t('short-urls.copy')}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
