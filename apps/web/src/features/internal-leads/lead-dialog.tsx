import { Select, Stack, TextInput } from '@mantine/core';
import {
  createInternalLeadBody,
  internalLeadSources,
  stagesByHand,
  updateInternalLeadBody,
  type InternalLead,
} from '@switchboard/contract/internal-leads';
import { useTranslation } from 'react-i18next';
import { useStaffMembersQuery } from '../../lib/api/staff-api';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useCreateInternalLeadMutation, useUpdateInternalLeadMutation } from './api';

const fieldsOf = (lead: InternalLead | null) => ({
  name: lead?.name ?? '',
  phone: lead?.phone ?? '',
  email: lead?.email ?? '',
  source: (lead?.source ?? 'WEBSITE') as string | null,
  stage: (lead?.stage ?? 'NEW') as string | null,
  owner_id: lead?.assigned_staff_id ? String(lead.assigned_staff_id) : null,
});
type Fields = ReturnType<typeof fieldsOf>;

/** A lead's change (any field but its phone), or a new lead (its owner only when chosen). */
const bodyOf = (lead: InternalLead | null, f: Fields) => {
  const owner = f.owner_id ? Number(f.owner_id) : null;
  return lead
    ? {
        name: f.name,
        email: f.email.trim() || null,
        source: f.source,
        stage: f.stage,
        owner_id: owner,
      }
    : {
        name: f.name,
        phone: f.phone,
        email: f.email.trim() || undefined,
        source: f.source,
        ...(owner ? { owner_id: owner } : {}),
      };
};

/**
 * A new lead, or a lead's details, stage and owner. The phone is a lead's identity: it is
 * typed once and then only shown. A new lead without an owner is the creator's.
 */
export function LeadDialog({ lead, onClose }: { lead: InternalLead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: staff = [] } = useStaffMembersQuery();
  const [create] = useCreateInternalLeadMutation();
  const [update] = useUpdateInternalLeadMutation();
  const { form, ...dialog } = useContractForm({
    schema: lead ? updateInternalLeadBody : createInternalLeadBody,
    initialValues: fieldsOf(lead),
    toBody: (f) => bodyOf(lead, f),
    send: (body) =>
      lead
        ? update({ id: lead.id, body: updateInternalLeadBody.parse(body) })
        : create(createInternalLeadBody.parse(body)),
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={
        lead ? t('internal-leads.editTitle', { name: lead.name }) : t('internal-leads.addTitle')
      }
      form={dialog}
      submitLabel={lead ? t('internal-leads.save') : t('internal-leads.add')}
      data-testid="lead-form"
      failureTestId="lead-form-failure"
    >
      <Stack gap="sm">
        <TextInput
          label={t('internal-leads.name')}
          {...form.getInputProps('name')}
          required
          data-autofocus
          data-testid="lead-name"
        />
        <TextInput
          label={t('internal-leads.phone')}
          description={lead ? undefined : t('internal-leads.phoneHint')}
          inputMode="tel"
          {...form.getInputProps('phone')}
          required={!lead}
          disabled={Boolean(lead)}
          data-testid="lead-phone"
        />
        <TextInput
          label={t('internal-leads.email')}
          type="email"
          {...form.getInputProps('email')}
          data-testid="lead-email"
        />
        <Select
          label={t('internal-leads.source')}
          data={internalLeadSources.map((s) => ({
            value: s,
            label: t(`internal-leads.sources.${s}`),
          }))}
          {...form.getInputProps('source')}
          allowDeselect={false}
          required
          data-testid="lead-source"
        />
        {lead && (
          <Select
            label={t('internal-leads.stage')}
            description={t('internal-leads.stageHint')}
            data={stagesByHand(lead.org_id !== null).map((s) => ({
              value: s,
              label: t(`internal-leads.stages.${s}`),
            }))}
            {...form.getInputProps('stage')}
            allowDeselect={false}
            data-testid="lead-stage"
          />
        )}
        <Select
          label={t('internal-leads.owner')}
          description={lead ? undefined : t('internal-leads.ownerHint')}
          placeholder={t('internal-leads.unassigned')}
          data={staff.map((s) => ({ value: String(s.id), label: s.name }))}
          {...form.getInputProps('owner_id')}
          searchable
          clearable
          data-testid="lead-owner"
        />
      </Stack>
    </Dialog>
  );
}
