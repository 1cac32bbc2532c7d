import { Select, Switch, TextInput } from '@mantine/core';
import {
  eventActionKinds,
  orgEvents,
  requiredConfigKeys,
  saveEventActionBody,
  type EventAction,
} from '@switchboard/contract/event-actions';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useSaveEventActionMutation, useUpdateEventActionMutation } from './api';

type Props = { orgId: number; existing: EventAction | null; onDone: () => void };

/** Create a setting, or edit one (its event and action stay; config and on/off change). */
export function EventActionDialog({ orgId, existing, onDone }: Props) {
  const { t } = useTranslation();
  const [save] = useSaveEventActionMutation();
  const [update] = useUpdateEventActionMutation();
  const { form, ...dialog } = useContractForm({
    schema: saveEventActionBody,
    initialValues: {
      event: (existing?.event ?? 'CALL_MISSED') as string,
      action: (existing?.action ?? 'SEND_SMS') as EventAction['action'],
      config: existing?.config ?? ({} as Record<string, string>),
      is_active: existing?.is_active ?? true,
    },
    toBody: (v) => ({ org_id: orgId, ...v }),
    send: (body) =>
      existing
        ? update({
            id: existing.id,
            orgId,
            body: { config: body.config, is_active: body.is_active },
          })
        : save(body),
    success: t('messages.actionSettingSaved'),
    failure: 'dialog',
    onDone,
  });
  const keys = requiredConfigKeys[form.getValues().action];

  return (
    <Dialog
      onClose={onDone}
      title={t(existing ? 'event-actions.edit' : 'event-actions.add')}
      form={dialog}
      submitLabel={t('event-actions.save')}
    >
      <Select
        label={t('event-actions.event')}
        data={orgEvents.map((v) => ({ value: v, label: t(`event-actions.events.${v}`) }))}
        {...form.getInputProps('event')}
        disabled={Boolean(existing)}
        allowDeselect={false}
      />
      <Select
        label={t('event-actions.action')}
        data={eventActionKinds.map((v) => ({ value: v, label: t(`event-actions.actions.${v}`) }))}
        {...form.getInputProps('action')}
        disabled={Boolean(existing)}
        allowDeselect={false}
      />
      {keys.map((key) => (
        <TextInput
          key={key}
          label={t(`event-actions.config.${key}`)}
          {...form.getInputProps(`config.${key}`)}
          required
        />
      ))}
      <Switch
        label={t('event-actions.active')}
        {...form.getInputProps('is_active', { type: 'checkbox' })}
      />
    </Dialog>
  );
}
