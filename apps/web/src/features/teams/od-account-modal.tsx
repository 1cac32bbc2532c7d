import { NumberInput, Switch, TextInput } from '@mantine/core';
import { odAccountBody, type OrgDetails } from '@switchboard/contract/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigureOdAccountMutation } from './api';
import { FormModal } from '../../ui/form-modal';
import { checkForm, runAction } from '../../ui/run-action';

type Props = {
  orgId: number;
  current: OrgDetails['od_account'];
  opened: boolean;
  onClose: () => void;
};

/** The org's outbound-dialer (OD) account: on or off, channels, caller id. */
export function OdAccountModal({ orgId, current, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [configure, { isLoading }] = useConfigureOdAccountMutation();
  const [enabled, setEnabled] = useState(current?.enabled ?? false);
  const [channels, setChannels] = useState<number>(current?.max_channels ?? 1);
  const [callerId, setCallerId] = useState(current?.caller_id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save() {
    const checked = checkForm(odAccountBody, {
      org_id: orgId,
      enabled,
      max_channels: channels,
      caller_id: callerId.trim() || null,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({
      confirm: { title: t('teams.confirm.odTitle'), message: t('teams.confirm.odText') },
      run: () => configure(checked.data),
      success: t('messages.odAccountConfigured'),
      onDone: onClose,
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('teams.actions.odAccount')}
      onSubmit={save}
      submitLabel={t('teams.save')}
      loading={isLoading}
    >
      <Switch
        label={t('teams.od.enabled')}
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <NumberInput
        label={t('teams.od.channels')}
        min={1}
        max={100}
        value={channels}
        onChange={(v) => setChannels(Number(v) || 1)}
        error={errors.max_channels}
      />
      <TextInput
        label={t('teams.od.callerId')}
        value={callerId}
        onChange={(e) => setCallerId(e.currentTarget.value)}
        error={errors.caller_id}
      />
    </FormModal>
  );
}
