import { Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';

/**
 * An invitation's link, handed to the SU while email runs in the sandbox (no invitation leaves
 * the server then): they pass it on to the invitee themselves.
 */
export function InvitationLinkDialog({
  email,
  link,
  onClose,
}: {
  email: string;
  link: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      onClose={onClose}
      title={t('staff.sandboxLinkTitle', { email })}
      data-testid="staff-invitation-link"
    >
      <Stack gap="sm">
        <Text size="sm">{t('staff.sandboxLinkText', { email })}</Text>
        <Code block style={{ wordBreak: 'break-all' }} data-testid="staff-invitation-link-url">
          {link}
        </Code>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t('staff.linkCopied') : t('staff.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Dialog>
  );
}
