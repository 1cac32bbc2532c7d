import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import {
  eventActionKinds,
  orgEvents,
  requiredConfigKeys,
  saveEventActionBody,
  type EventAction,
} from '@switchboard/contract/event-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../ui/form-stack';
import { checkForm, runAction } from '../../ui/run-action';
import { useSaveEventActionMutation, useUpdateEventActionMutation } from './api';

type Props = { orgId: number; existing: EventAction | null; onDone: () => void };

/** Create a setting, or edit one (its event and action stay; config and on/off change). */
export function EventActionForm({ orgId, existing, onDone }: Props) {
  const { t } = useTranslation();
  const [event, setEvent] = useState<EventAction['event']>(existing?.event ?? 'CALL_MISSED');
  const [action, setAction] = useState<EventAction['action']>(existing?.action ?? 'SEND_SMS');
  const [config, setConfig] = useState<Record<string, string>>(existing?.config ?? {});
  const [active, setActive] = useState(existing?.is_active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveEventActionMutation();
  const [update, updating] = useUpdateEventActionMutation();
  const keys = requiredConfigKeys[action];

  async function submit() {
    const checked = checkForm(saveEventActionBody, {
      org_id: orgId,
      event,
      action,
      config,
      is_active: active,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({
      run: () =>
        existing
          ? update({
              id: existing.id,
              orgId,
              body: { config: checked.data.config, is_active: active },
            })
          : save(checked.data),
      success: t('messages.actionSettingSaved'),
      onDone,
    });
  }

  return (
    <FormStack onSubmit={submit}>
      <Select
        label={t('event-actions.event')}
        data={orgEvents.map((v) => ({ value: v, label: t(`event-actions.events.${v}`) }))}
        value={event}
        onChange={(v) => v && setEvent(v as typeof event)}
        disabled={Boolean(existing)}
        allowDeselect={false}
      />
      <Select
        label={t('event-actions.action')}
        data={eventActionKinds.map((v) => ({ value: v, label: t(`event-actions.actions.${v}`) }))}
        value={action}
        onChange={(v) => v && setAction(v as typeof action)}
        disabled={Boolean(existing)}
        allowDeselect={false}
      />
      {keys.map((key) => (
        <TextInput
          key={key}
          label={t(`event-actions.config.${key}`)}
          value={config[key] ?? ''}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setConfig((c) => ({ ...c, [key]: next }));
          }}
          error={errors[`config.${key}`]}
          required
        />
      ))}
      <Switch
        label={t('event-actions.active')}
        checked={active}
        onChange={(e) => setActive(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={saving.isLoading || updating.isLoading}>
          {t('event-actions.save')}
        </Button>
      </Group>
    </FormStack>
  );
}
