import { Select, TextInput } from '@mantine/core';
import { orgStatuses, orgUpdateBody, type OrgDetails, type OrgUpdateBody } from '@switchboard/contract/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateOrgMutation } from './api';
import { FormModal } from '../../ui/form-modal';
import { checkForm, runAction } from '../../ui/run-action';

type Props = { org: OrgDetails; opened: boolean; onClose: () => void };

/** Only the fields that changed are sent, checked first with the contract's own schema. */
export function changedFields(org: OrgDetails, form: { name: string; email: string; gstin: string; status: string }): Partial<OrgUpdateBody> {
  const change: Record<string, unknown> = {};
  if (form.name.trim() !== org.name) change.name = form.name.trim();
  if ((form.email.trim() || null) !== org.email) change.email = form.email.trim() || null;
  if ((form.gstin.trim().toUpperCase() || null) !== org.gstin) change.gstin = form.gstin.trim() || null;
  if (form.status !== org.status) change.status = form.status;
  return change as Partial<OrgUpdateBody>;
}

export function EditOrgModal({ org, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateOrgMutation();
  const [form, setForm] = useState({ name: org.name, email: org.email ?? '', gstin: org.gstin ?? '', status: org.status });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function save() {
    const change = changedFields(org, form);
    if (Object.keys(change).length === 0) return onClose();
    const checked = checkForm(orgUpdateBody, change);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({ run: () => update({ id: org.id, body: checked.data }), success: t('messages.orgUpdated'), onDone: onClose });
  }

  return (
    <FormModal opened={opened} onClose={onClose} title={t('teams.actions.edit')} onSubmit={save} submitLabel={t('teams.save')} loading={isLoading}>
      <TextInput label={t('teams.columns.name')} value={form.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} required data-autofocus />
      <TextInput label={t('teams.email')} type="email" value={form.email} onChange={(e) => set('email')(e.currentTarget.value)} error={errors.email} />
      <TextInput label={t('teams.gstin')} value={form.gstin} onChange={(e) => set('gstin')(e.currentTarget.value)} error={errors.gstin} />
      <Select
        label={t('teams.statusLabel')}
        data={orgStatuses.map((s) => ({ value: s, label: t(`teams.status.${s}`) }))}
        value={form.status}
        onChange={(v) => v && set('status')(v)}
        allowDeselect={false}
      />
    </FormModal>
  );
}
