import { Button, Code, CopyButton, Menu, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { TEMP_OTP_TTL_MINUTES, type TempOtpResponse } from '@switchboard/contract/teams';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTempOtpMutation } from './api';
import { runAction } from '../../ui/run-action';

/** Issues a temporary OTP after confirmation and shows it once; closing the dialog forgets it. */
export function TempOtpButton({ orgId, icon }: { orgId: number; icon: ReactNode }) {
  const { t } = useTranslation();
  const [issue] = useTempOtpMutation();
  const [shown, setShown] = useState<TempOtpResponse | null>(null);
  return (
    <>
      <Menu.Item
        leftSection={icon}
        data-testid="org-temp-otp"
        onClick={() =>
          runAction({
            confirm: {
              title: t('teams.confirm.otpTitle'),
              message: t('teams.confirm.otpText', { minutes: TEMP_OTP_TTL_MINUTES }),
            },
            run: () => issue(orgId),
            success: t('teams.otpIssued'),
            onDone: setShown,
          })
        }
      >
        {t('teams.actions.tempOtp')}
      </Menu.Item>
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={t('teams.otpTitle')}>
        {shown ? (
          <Stack align="center">
            <Code fz={32} px="lg" py="sm" data-testid="temp-otp-value">
              {shown.otp}
            </Code>
            <Text size="sm" c="dimmed" ta="center">
              {t('teams.otpValidTill', { time: formatDateTime(shown.expires_at) })}
            </Text>
            <CopyButton value={shown.otp}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('teams.copied') : t('teams.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
