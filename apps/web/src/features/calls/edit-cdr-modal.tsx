import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { callStatuses, callTypes, type CallRow, type CdrUpdate } from '@switchboard/contract/calls';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../ui/run-action';
import { useUpdateCdrMutation } from './api';

type Form = { status: string; call_type: string; duration: number; from_number: string; to_number: string };
const formOf = (c: CallRow): Form => ({ status: c.status, call_type: c.call_type, duration: c.duration, from_number: c.from_number, to_number: c.to_number });

/** Corrects a CDR's fields; only the changed ones are sent, and the server audits the originals. */
export function EditCdrModal({ call, onClose }: { call: CallRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateCdrMutation();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => setForm(call ? formOf(call) : null), [call]);
  if (!call || !form) return null;
  const original = formOf(call);
  const changes = Object.fromEntries(Object.entries(form).filter(([k, v]) => original[k as keyof Form] !== v)) as CdrUpdate;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });

  return (
    <Modal opened onClose={onClose} title={t('calls.editCdrTitle', { id: call.id })} data-testid="edit-cdr-modal">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void runAction({ run: () => update({ id: call.id, body: changes }), success: (data) => data.message, onDone: onClose });
        }}
      >
        <Stack>
          <Select label={t('calls.columns.status')} data={callStatuses.map((s) => ({ value: s, label: t(`calls.statuses.${s}`) }))} value={form.status} onChange={(v) => v && set('status', v)} data-testid="cdr-status" />
          <Select label={t('calls.columns.type')} data={callTypes.map((s) => ({ value: s, label: t(`calls.types.${s}`) }))} value={form.call_type} onChange={(v) => v && set('call_type', v)} data-testid="cdr-type" />
          <NumberInput label={t('calls.durationSeconds')} min={0} max={86400} value={form.duration} onChange={(v) => set('duration', Number(v) || 0)} data-testid="cdr-duration" />
          <TextInput label={t('calls.columns.from')} value={form.from_number} onChange={(e) => set('from_number', e.currentTarget.value)} data-testid="cdr-from" />
          <TextInput label={t('calls.columns.to')} value={form.to_number} onChange={(e) => set('to_number', e.currentTarget.value)} data-testid="cdr-to" />
          <Group justify="end">
            <Button variant="default" onClick={onClose}>{t('calls.cancel')}</Button>
            <Button type="submit" loading={isLoading} disabled={Object.keys(changes).length === 0} data-testid="cdr-save">{t('calls.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
