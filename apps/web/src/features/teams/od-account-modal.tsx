import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { odAccountBody, type OrgDetails } from '@switchboard/contract/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigureOdAccountMutation } from './api';
import { runAction } from './use-org-action';

type Props = { orgId: number; current: OrgDetails['od_account']; opened: boolean; onClose: () => void };

/** The org's outbound-dialer (OD) account: on or off, channels, caller id. */
export function OdAccountModal({ orgId, current, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [configure, { isLoading }] = useConfigureOdAccountMutation();
  const [enabled, setEnabled] = useState(current?.enabled ?? false);
  const [channels, setChannels] = useState<number>(current?.max_channels ?? 1);
  const [callerId, setCallerId] = useState(current?.caller_id ?? '');
  const [error, setError] = useState<string | null>(null);

  async function save() {
    const parsed = odAccountBody.safeParse({ org_id: orgId, enabled, max_channels: channels, caller_id: callerId.trim() || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    await runAction({
      confirm: { title: t('teams.confirm.odTitle'), message: t('teams.confirm.odText') },
      run: () => configure(parsed.data),
      success: t('teams.odConfigured'),
      onDone: onClose,
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('teams.actions.odAccount')}>
      <Stack>
        <Switch label={t('teams.od.enabled')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        <NumberInput label={t('teams.od.channels')} min={1} max={100} value={channels} onChange={(v) => setChannels(Number(v) || 1)} />
        <TextInput label={t('teams.od.callerId')} value={callerId} onChange={(e) => setCallerId(e.currentTarget.value)} error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('teams.cancel')}</Button>
          <Button onClick={save} loading={isLoading}>{t('teams.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
