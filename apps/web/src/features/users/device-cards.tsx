import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../ui/run-action';
import { useReconnectSoftphoneMutation, useRecentDeviceQuery, useSoftphoneQuery } from './api';
import { Facts, Section } from './section';

const statusColor = { REGISTERED: 'green', RECONNECTING: 'yellow', UNREGISTERED: 'red' } as const;

export function DeviceCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data: device, isLoading } = useRecentDeviceQuery(userId);
  return (
    <Section title={t('users.device')} testId="user-device">
      {isLoading ? (
        <Loader size="sm" />
      ) : !device ? (
        <Text c="dimmed" size="sm">
          {t('users.noDevice')}
        </Text>
      ) : (
        <Facts
          rows={[
            [
              t('users.platform'),
              `${device.platform}${device.os_version ? ` ${device.os_version}` : ''}`,
            ],
            [t('users.model'), device.model ?? '–'],
            [t('users.appVersion'), device.app_version ?? '–'],
            [t('users.ip'), device.ip ?? '–'],
            [t('users.push'), device.has_push_token ? t('users.pushReady') : t('users.pushNone')],
            [t('users.lastSeen'), formatDateTime(device.last_seen_at)],
          ]}
        />
      )}
    </Section>
  );
}

export function SoftphoneCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data: softphone, isLoading } = useSoftphoneQuery(userId);
  const [reconnect, { isLoading: reconnecting }] = useReconnectSoftphoneMutation();
  const ask = () =>
    runAction({
      confirm: { title: t('users.reconnect'), message: t('users.reconnectConfirm') },
      run: () => reconnect(userId),
      success: t('messages.refreshed'),
    });
  return (
    <Section title={t('users.softphone')} testId="user-softphone">
      {isLoading ? (
        <Loader size="sm" />
      ) : !softphone ? (
        <Text c="dimmed" size="sm">
          {t('users.noSoftphone')}
        </Text>
      ) : (
        <>
          <Group justify="space-between">
            <Badge color={statusColor[softphone.status]} data-testid="softphone-status">
              {t(`users.softphoneStatus.${softphone.status}`)}
            </Badge>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={reconnecting}
              onClick={() => void ask()}
            >
              {t('users.reconnect')}
            </Button>
          </Group>
          <Facts
            rows={[
              [t('users.sipUsername'), softphone.sip_username],
              [t('users.presence'), t(`users.presenceState.${softphone.presence}`)],
              [
                t('users.registeredAt'),
                softphone.registered_at ? formatDateTime(softphone.registered_at) : '–',
              ],
              [
                t('users.lastReconnect'),
                softphone.last_reconnect_at ? formatDateTime(softphone.last_reconnect_at) : '–',
              ],
            ]}
          />
        </>
      )}
    </Section>
  );
}
