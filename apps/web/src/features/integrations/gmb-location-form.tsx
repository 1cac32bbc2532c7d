import { Alert, Select, Stack, TextInput } from '@mantine/core';
import {
  gmbStatuses,
  linkGmbLocationBody,
  updateGmbLocationBody,
  type GmbLocation,
} from '@switchboard/contract/integrations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { checkForm } from '../../ui/run-action';
import { useFormSave } from '../../ui/use-form-save';
import {
  useChangeGmbLocationMutation,
  useIntegrationOrgMembersQuery,
  useLinkGmbLocationMutation,
} from './api';

/**
 * A Google Business location linked to the org (name, address, Google's place id), or, for a
 * linked one, the member it belongs to and its verification status.
 */
export function GmbLocationForm({
  orgId,
  location,
  onClose,
}: {
  orgId: number;
  location: GmbLocation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    location_name: location?.location_name ?? '',
    address: location?.address ?? '',
    place_id: location?.place_id ?? '',
    status: location?.status ?? 'PENDING',
    user: location?.user_id ? String(location.user_id) : null,
  });
  const { errors, failure, save } = useFormSave(onClose);
  const { data: members } = useIntegrationOrgMembersQuery(orgId);
  const [link, linking] = useLinkGmbLocationMutation();
  const [change, changing] = useChangeGmbLocationMutation();
  const userId = form.user ? Number(form.user) : null;

  async function submit() {
    if (location)
      await save(
        checkForm(updateGmbLocationBody, { user_id: userId, status: form.status }),
        (body) => change({ id: location.id, body }),
      );
    else
      await save(
        checkForm(linkGmbLocationBody, {
          org_id: orgId,
          location_name: form.location_name,
          address: form.address,
          place_id: form.place_id,
          status: form.status,
          ...(userId ? { user_id: userId } : {}),
        }),
        link,
      );
  }

  const text = (name: 'location_name' | 'address' | 'place_id', label: string, hint?: string) => (
    <TextInput
      label={label}
      description={hint}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })}
      error={errors[name]}
      required
      disabled={Boolean(location)}
      data-testid={`gmb-${name}`}
    />
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={
        location
          ? t('integrations.gmbEditTitle', { name: location.location_name })
          : t('integrations.gmbLinkTitle')
      }
      onSubmit={submit}
      submitLabel={location ? t('integrations.save') : t('integrations.gmbLink')}
      loading={linking.isLoading || changing.isLoading}
      data-testid="gmb-form"
    >
      <Stack gap="sm">
        {text('location_name', t('integrations.gmbName'))}
        {text('address', t('integrations.gmbAddress'))}
        {text('place_id', t('integrations.gmbPlaceId'), t('integrations.gmbPlaceIdHint'))}
        <Select
          label={t('integrations.gmbMember')}
          placeholder={t('integrations.gmbWholeTeam')}
          data={(members?.rows ?? []).map((m) => ({
            value: String(m.id),
            label: `${m.first_name} ${m.last_name}`.trim(),
          }))}
          value={form.user}
          onChange={(user) => setForm({ ...form, user })}
          error={errors.user_id}
          searchable
          clearable
          data-testid="gmb-member"
        />
        <Select
          label={t('integrations.status')}
          data={gmbStatuses.map((s) => ({ value: s, label: t(`integrations.gmbStatus.${s}`) }))}
          value={form.status}
          onChange={(status) =>
            status && setForm({ ...form, status: status as typeof form.status })
          }
          allowDeselect={false}
          data-testid="gmb-status"
        />
        {failure && (
          <Alert color="red" role="alert" data-testid="gmb-form-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
