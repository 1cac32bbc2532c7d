import { Select, TextInput } from '@mantine/core';
import {
  orgStatuses,
  orgUpdateBody,
  type OrgDetails,
  type OrgUpdateBody,
} from '@switchboard/contract/teams';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from '../../ui/confirm-dialog';
import { FormModal } from '../../ui/form-modal';
import { checkForm, runAction } from '../../ui/run-action';
import { useStaffMembersQuery } from '../../lib/api/staff-api';
import { useUpdateOrgMutation } from './api';

type Props = { org: OrgDetails; opened: boolean; onClose: () => void };
type Form = {
  name: string;
  email: string;
  gstin: string;
  status: string;
  assignedStaffId: string | null;
};

/** Only the fields that changed are sent, checked first with the contract's own schema. */
export function changedFields(org: OrgDetails, form: Form): Partial<OrgUpdateBody> {
  const change: Record<string, unknown> = {};
  if (form.name.trim() !== org.name) change.name = form.name.trim();
  if ((form.email.trim() || null) !== org.email) change.email = form.email.trim() || null;
  if ((form.gstin.trim().toUpperCase() || null) !== org.gstin)
    change.gstin = form.gstin.trim() || null;
  if (form.status !== org.status) change.status = form.status;
  const staffId = form.assignedStaffId ? Number(form.assignedStaffId) : null;
  if (staffId !== (org.assigned_staff?.id ?? null)) change.assigned_staff_id = staffId;
  return change as Partial<OrgUpdateBody>;
}

/**
 * A status change moves the team's access (suspended: nobody in the team can work), so it is
 * asked first; other edits are plain data and save at once.
 */
export function statusConfirmation(
  org: OrgDetails,
  change: Partial<OrgUpdateBody>,
  t: TFunction,
): ConfirmOptions | undefined {
  if (change.status === undefined) return undefined;
  const suspend = change.status === 'SUSPENDED';
  return {
    title: t(suspend ? 'teams.confirm.suspendTitle' : 'teams.confirm.reactivateTitle', {
      name: org.name,
    }),
    message: t(suspend ? 'teams.confirm.suspendText' : 'teams.confirm.reactivateText', {
      name: org.name,
    }),
    danger: suspend,
  };
}

export function EditOrgModal({ org, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateOrgMutation();
  const { data: staff, isLoading: staffLoading } = useStaffMembersQuery();
  const [form, setForm] = useState<Form>({
    name: org.name,
    email: org.email ?? '',
    gstin: org.gstin ?? '',
    status: org.status,
    assignedStaffId: org.assigned_staff ? String(org.assigned_staff.id) : null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  // The current assignee stays choosable even if they are no longer in the staff list.
  const staffOptions = [
    ...(staff ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    ...(org.assigned_staff && !staff?.some((s) => s.id === org.assigned_staff?.id)
      ? [{ value: String(org.assigned_staff.id), label: org.assigned_staff.name }]
      : []),
  ];

  async function save() {
    const change = changedFields(org, form);
    if (Object.keys(change).length === 0) return onClose();
    const checked = checkForm(orgUpdateBody, change);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({
      confirm: statusConfirmation(org, change, t),
      run: () => update({ id: org.id, body: checked.data }),
      success: t('messages.orgUpdated'),
      onDone: onClose,
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('teams.actions.edit')}
      onSubmit={save}
      submitLabel={t('teams.save')}
      loading={isLoading}
      data-testid="edit-org-dialog"
    >
      <TextInput
        label={t('teams.columns.name')}
        value={form.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <TextInput
        label={t('teams.email')}
        type="email"
        value={form.email}
        onChange={(e) => set('email')(e.currentTarget.value)}
        error={errors.email}
      />
      <TextInput
        label={t('teams.gstin')}
        value={form.gstin}
        onChange={(e) => set('gstin')(e.currentTarget.value)}
        error={errors.gstin}
      />
      <Select
        label={t('teams.statusLabel')}
        data={orgStatuses.map((s) => ({ value: s, label: t(`teams.status.${s}`) }))}
        value={form.status}
        onChange={(v) => v && set('status')(v)}
        allowDeselect={false}
      />
      <Select
        label={t('teams.columns.assigned')}
        placeholder={staffLoading ? t('teams.loadingStaff') : t('teams.unassigned')}
        data={staffOptions}
        value={form.assignedStaffId}
        onChange={set('assignedStaffId')}
        error={errors.assigned_staff_id}
        clearable
        searchable
        nothingFoundMessage={t('teams.noStaffFound')}
        data-testid="edit-org-staff"
      />
    </FormModal>
  );
}
