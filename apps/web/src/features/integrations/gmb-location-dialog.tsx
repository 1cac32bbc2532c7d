import { Select, Stack, TextInput } from '@mantine/core';
import {
  gmbStatuses,
  linkGmbLocationBody,
  updateGmbLocationBody,
  type GmbLocation,
} from '@switchboard/contract/integrations';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import {
  useChangeGmbLocationMutation,
  useIntegrationOrgMembersQuery,
  useLinkGmbLocationMutation,
} from './api';

/**
 * A Google Business location linked to the org (name, address, Google's place id), or, for a
 * linked one, the member it belongs to and its verification status.
 */
export function GmbLocationDialog({
  orgId,
  location,
  onClose,
}: {
  orgId: number;
  location: GmbLocation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: members } = useIntegrationOrgMembersQuery(orgId);
  const [link] = useLinkGmbLocationMutation();
  const [change] = useChangeGmbLocationMutation();
  const { form, ...dialog } = useContractForm({
    schema: location ? updateGmbLocationBody : linkGmbLocationBody,
    initialValues: {
      location_name: location?.location_name ?? '',
      address: location?.address ?? '',
      place_id: location?.place_id ?? '',
      status: (location?.status ?? 'PENDING') as string,
      user_id: location?.user_id ? String(location.user_id) : null,
    },
    toBody: (v) => {
      const userId = v.user_id ? Number(v.user_id) : null;
      return location
        ? { user_id: userId, status: v.status }
        : { org_id: orgId, ...v, ...(userId ? { user_id: userId } : { user_id: undefined }) };
    },
    send: (body) =>
      location
        ? change({ id: location.id, body: updateGmbLocationBody.parse(body) })
        : link(linkGmbLocationBody.parse(body)),
    onDone: onClose,
  });

  const text = (name: 'location_name' | 'address' | 'place_id', label: string, hint?: string) => (
    <TextInput
      label={label}
      description={hint}
      {...form.getInputProps(name)}
      required
      disabled={Boolean(location)}
      data-testid={`gmb-${name}`}
    />
  );

  return (
    <Dialog
      onClose={onClose}
      title={
        location
          ? t('integrations.gmbEditTitle', { name: location.location_name })
          : t('integrations.gmbLinkTitle')
      }
      form={dialog}
      submitLabel={location ? t('integrations.save') : t('integrations.gmbLink')}
      data-testid="gmb-form"
      failureTestId="gmb-form-failure"
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
          {...form.getInputProps('user_id')}
          searchable
          clearable
          data-testid="gmb-member"
        />
        <Select
          label={t('integrations.status')}
          data={gmbStatuses.map((s) => ({ value: s, label: t(`integrations.gmbStatus.${s}`) }))}
          {...form.getInputProps('status')}
          allowDeselect={false}
          data-testid="gmb-status"
        />
      </Stack>
    </Dialog>
  );
}
