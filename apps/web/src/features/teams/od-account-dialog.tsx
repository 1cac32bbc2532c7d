import { NumberInput, Switch, TextInput } from '@mantine/core';
import { odAccountBody, type OrgDetails } from '@switchboard/contract/teams';
import { useTranslation } from 'react-i18next';
import { useConfigureOdAccountMutation } from './api';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';

type Props = {
  orgId: number;
  current: OrgDetails['od_account'];
  opened: boolean;
  onClose: () => void;
};

/** The org's outbound-dialer (OD) account: on or off, channels, caller id. */
export function OdAccountDialog({ orgId, current, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [configure] = useConfigureOdAccountMutation();
  const { form, ...dialog } = useContractForm({
    schema: odAccountBody,
    initialValues: {
      enabled: current?.enabled ?? false,
      max_channels: current?.max_channels ?? 1,
      caller_id: current?.caller_id ?? '',
    },
    toBody: (v) => ({
      org_id: orgId,
      enabled: v.enabled,
      max_channels: Number(v.max_channels) || 1,
      caller_id: v.caller_id.trim() || null,
    }),
    confirm: () => ({ title: t('teams.confirm.odTitle'), message: t('teams.confirm.odText') }),
    send: configure,
    success: t('messages.odAccountConfigured'),
    failure: 'dialog',
    onDone: onClose,
  });

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('teams.actions.odAccount')}
      form={dialog}
      submitLabel={t('teams.save')}
    >
      <Switch
        label={t('teams.od.enabled')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      <NumberInput
        label={t('teams.od.channels')}
        min={1}
        max={100}
        {...form.getInputProps('max_channels')}
      />
      <TextInput label={t('teams.od.callerId')} {...form.getInputProps('caller_id')} />
    </Dialog>
  );
}
