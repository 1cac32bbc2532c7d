import { Select, TextInput } from '@mantine/core';
import {
  orgStatuses,
  orgUpdateBody,
  type OrgDetails,
  type OrgUpdateBody,
} from '@switchboard/contract/teams';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useStaffMembersQuery } from '../../lib/api/staff-api';
import { useUpdateOrgMutation } from './api';

type Props = { org: OrgDetails; opened: boolean; onClose: () => void };
type Form = {
  name: string;
  email: string;
  gstin: string;
  status: string;
  assigned_staff_id: string | null;
};

/** Only the fields that changed are sent, checked first with the contract's own schema. */
export function changedFields(org: OrgDetails, form: Form): Partial<OrgUpdateBody> {
  const change: Record<string, unknown> = {};
  if (form.name.trim() !== org.name) change.name = form.name.trim();
  if ((form.email.trim() || null) !== org.email) change.email = form.email.trim() || null;
  if ((form.gstin.trim().toUpperCase() || null) !== org.gstin)
    change.gstin = form.gstin.trim() || null;
  if (form.status !== org.status) change.status = form.status;
  const staffId = form.assigned_staff_id ? Number(form.assigned_staff_id) : null;
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

export function EditOrgDialog({ org, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [update] = useUpdateOrgMutation();
  const { data: staff, isLoading: staffLoading } = useStaffMembersQuery();
  const { form, ...dialog } = useContractForm({
    schema: orgUpdateBody,
    initialValues: {
      name: org.name,
      email: org.email ?? '',
      gstin: org.gstin ?? '',
      status: org.status as string,
      assigned_staff_id: org.assigned_staff ? String(org.assigned_staff.id) : null,
    } satisfies Form,
    toBody: (values) => changedFields(org, values),
    confirm: (change) => statusConfirmation(org, change, t),
    send: (body) => update({ id: org.id, body }),
    success: t('messages.orgUpdated'),
    failure: 'dialog',
    onDone: onClose,
  });
  // The current assignee stays choosable even if they are no longer in the staff list.
  const staffOptions = [
    ...(staff ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    ...(org.assigned_staff && !staff?.some((s) => s.id === org.assigned_staff?.id)
      ? [{ value: String(org.assigned_staff.id), label: org.assigned_staff.name }]
      : []),
  ];
  // Nothing changed: nothing to send, the dialog just closes.
  const submit = () =>
    Object.keys(changedFields(org, form.getValues())).length === 0 ? onClose() : dialog.submit();

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('teams.actions.edit')}
      form={{ ...dialog, submit }}
      submitLabel={t('teams.save')}
      data-testid="edit-org-dialog"
    >
      <TextInput
        label={t('teams.columns.name')}
        {...form.getInputProps('name')}
        required
        data-autofocus
      />
      <TextInput label={t('teams.email')} type="email" {...form.getInputProps('email')} />
      <TextInput label={t('teams.gstin')} {...form.getInputProps('gstin')} />
      <Select
        label={t('teams.statusLabel')}
        data={orgStatuses.map((s) => ({ value: s, label: t(`teams.status.${s}`) }))}
        {...form.getInputProps('status')}
        allowDeselect={false}
      />
      <Select
        label={t('teams.columns.assigned')}
        placeholder={staffLoading ? t('teams.loadingStaff') : t('teams.unassigned')}
        data={staffOptions}
        {...form.getInputProps('assigned_staff_id')}
        clearable
        searchable
        nothingFoundMessage={t('teams.noStaffFound')}
        data-testid="edit-org-staff"
      />
    </Dialog>
  );
}
