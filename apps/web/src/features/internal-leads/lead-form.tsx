import { Alert, Select, Stack, TextInput } from '@mantine/core';
import {
  createInternalLeadBody,
  internalLeadSources,
  stagesByHand,
  updateInternalLeadBody,
  type InternalLead,
} from '@switchboard/contract/internal-leads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMembersQuery } from '../../lib/api/staff-api';
import { FormModal } from '../../ui/form-modal';
import { checkForm } from '../../ui/run-action';
import { useFormSave } from '../../ui/use-form-save';
import { useCreateInternalLeadMutation, useUpdateInternalLeadMutation } from './api';

type Fields = {
  name: string;
  phone: string;
  email: string;
  source: string | null;
  stage: string | null;
  owner: string | null;
};

const fieldsOf = (lead: InternalLead | null): Fields => ({
  name: lead?.name ?? '',
  phone: lead?.phone ?? '',
  email: lead?.email ?? '',
  source: lead?.source ?? 'WEBSITE',
  stage: lead?.stage ?? 'NEW',
  owner: lead?.assigned_staff_id ? String(lead.assigned_staff_id) : null,
});

/**
 * A new lead, or a lead's details, stage and owner. The phone is a lead's identity: it is
 * typed once and then only shown. A new lead without an owner is the creator's.
 */
export function LeadForm({ lead, onClose }: { lead: InternalLead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(() => fieldsOf(lead));
  const { errors, failure, save } = useFormSave(onClose);
  const { data: staff = [] } = useStaffMembersQuery();
  const [create, creating] = useCreateInternalLeadMutation();
  const [update, updating] = useUpdateInternalLeadMutation();
  const set = (name: keyof Fields) => (value: string | null) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function submit() {
    const owner = fields.owner ? Number(fields.owner) : null;
    if (lead)
      await save(
        checkForm(updateInternalLeadBody, {
          name: fields.name,
          email: fields.email.trim() || null,
          source: fields.source,
          stage: fields.stage,
          owner_id: owner,
        }),
        (body) => update({ id: lead.id, body }),
      );
    else
      await save(
        checkForm(createInternalLeadBody, {
          name: fields.name,
          phone: fields.phone,
          email: fields.email.trim() || undefined,
          source: fields.source,
          ...(owner ? { owner_id: owner } : {}),
        }),
        create,
      );
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={
        lead ? t('internal-leads.editTitle', { name: lead.name }) : t('internal-leads.addTitle')
      }
      onSubmit={submit}
      submitLabel={lead ? t('internal-leads.save') : t('internal-leads.add')}
      loading={creating.isLoading || updating.isLoading}
      data-testid="lead-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('internal-leads.name')}
          value={fields.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
          data-testid="lead-name"
        />
        <TextInput
          label={t('internal-leads.phone')}
          description={lead ? undefined : t('internal-leads.phoneHint')}
          inputMode="tel"
          value={fields.phone}
          onChange={(e) => set('phone')(e.currentTarget.value)}
          error={errors.phone}
          required={!lead}
          disabled={Boolean(lead)}
          data-testid="lead-phone"
        />
        <TextInput
          label={t('internal-leads.email')}
          type="email"
          value={fields.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
          data-testid="lead-email"
        />
        <Select
          label={t('internal-leads.source')}
          data={internalLeadSources.map((s) => ({
            value: s,
            label: t(`internal-leads.sources.${s}`),
          }))}
          value={fields.source}
          onChange={set('source')}
          error={errors.source}
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
            value={fields.stage}
            onChange={set('stage')}
            error={errors.stage}
            allowDeselect={false}
            data-testid="lead-stage"
          />
        )}
        <Select
          label={t('internal-leads.owner')}
          description={lead ? undefined : t('internal-leads.ownerHint')}
          placeholder={t('internal-leads.unassigned')}
          data={staff.map((s) => ({ value: String(s.id), label: s.name }))}
          value={fields.owner}
          onChange={set('owner')}
          error={errors.owner_id}
          searchable
          clearable
          data-testid="lead-owner"
        />
        {failure && (
          <Alert color="red" role="alert" data-testid="lead-form-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
