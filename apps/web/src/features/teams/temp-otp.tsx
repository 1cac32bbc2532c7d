import { Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import { TEMP_OTP_TTL_MINUTES, type TempOtpResponse } from '@switchboard/contract/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { runAction } from '../../ui/run-action';
import { useTempOtpMutation } from './api';

/** The code, shown once: only its hash is stored, so closing the dialog forgets it for good. */
export function TempOtpDialog({
  otp,
  onClose,
}: {
  otp: TempOtpResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={otp !== null}
      onClose={onClose}
      title={t('teams.otpTitle')}
      data-testid="temp-otp-dialog"
    >
      {otp ? (
        <Stack align="center">
          <Code fz={32} px="lg" py="sm" data-testid="temp-otp-value">
            {otp.otp}
          </Code>
          <Text size="sm" c="dimmed" ta="center">
            {t('teams.otpValidTill', { time: formatDateTime(otp.expires_at) })}
          </Text>
          <CopyButton value={otp.otp}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                data-testid="temp-otp-copy"
              >
                {copied ? t('teams.copied') : t('teams.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      ) : null}
    </Dialog>
  );
}

/**
 * Issues a temporary OTP after confirmation and holds it for the dialog. It lives in the
 * component that owns the actions menu, not in a menu item: the menu unmounts its items as
 * soon as one is clicked, which would drop the one-time code before it could be shown.
 */
export function useTempOtp(orgId: number) {
  const { t } = useTranslation();
  const [issueOtp] = useTempOtpMutation();
  const [shown, setShown] = useState<TempOtpResponse | null>(null);
  const issue = () =>
    void runAction({
      confirm: {
        title: t('teams.confirm.otpTitle'),
        message: t('teams.confirm.otpText', { minutes: TEMP_OTP_TTL_MINUTES }),
      },
      run: () => issueOtp(orgId),
      success: t('teams.otpIssued'),
      onDone: setShown,
    });
  return { issue, dialog: <TempOtpDialog otp={shown} onClose={() => setShown(null)} /> };
}
