import { Alert, Anchor, Select, TextInput } from '@mantine/core';
import { formatInr } from '@switchboard/contract/money';
import { createMandateLinkBody, mandateFrequencies } from '@switchboard/contract/payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../ui/dialog';
import { OrgPicker } from '../../ui/org-picker';
import { paiseOf, RupeeInput } from '../../ui/rupee-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useCreateMandateLinkMutation, useMandateTeamQuery } from './api';

/** Sends an org the gateway's registration link for a recurring-payment mandate. */
export function MandateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [create] = useCreateMandateLinkMutation();
  const { form, ...dialog } = useContractForm({
    schema: createMandateLinkBody,
    initialValues: {
      org_id: null as number | null,
      max_amount: '' as number | '',
      frequency: 'monthly' as string,
      description: '',
    },
    toBody: (v) => ({
      ...v,
      max_amount: paiseOf(v.max_amount),
      description: v.description.trim() || undefined,
    }),
    messages: { max_amount: t('payments.amountRequired') },
    confirm: (body) => ({
      title: t('payments.mandates.create'),
      message: t('payments.mandates.createConfirm', {
        amount: formatInr(body.max_amount),
        frequency: t(`payments.mandates.frequencies.${body.frequency}`),
      }),
    }),
    send: create,
    success: t('payments.mandates.created'),
    onDone: onClose,
  });

  const orgId = form.getValues().org_id;
  const { data: team } = useMandateTeamQuery(orgId ?? 0, { skip: !orgId });
  // Razorpay needs the customer's contact and email on a registration link: a team without
  // them is told so (with where to add them) before a link can be made.
  const missing =
    team && team.id === orgId
      ? !team.owner?.phone
        ? 'mandateOwnerWithoutPhone'
        : !(team.email ?? team.owner.email)
          ? 'mandateWithoutEmail'
          : null
      : null;

  return (
    <Dialog
      onClose={onClose}
      title={t('payments.mandates.create')}
      size="lg"
      form={dialog}
      submitLabel={t('payments.mandates.create')}
      submitDisabled={Boolean(missing)}
    >
      <OrgPicker
        label={t('payments.org')}
        {...form.getInputProps('org_id')}
        required
        data-testid="mandate-org"
      />
      {missing && team && (
        <Alert color="yellow" data-testid="mandate-contact-missing">
          {t(`messages.${missing}`, { org: team.name })}{' '}
          <Anchor component={Link} to={`/teams/${team.id}/users`}>
            {t('payments.mandates.openTeamUsers')}
          </Anchor>
        </Alert>
      )}
      <RupeeInput
        label={t('payments.mandates.maxAmount')}
        {...form.getInputProps('max_amount')}
        required
        data-testid="mandate-amount"
      />
      <Select
        label={t('payments.mandates.frequency')}
        {...form.getInputProps('frequency')}
        data={mandateFrequencies.map((f) => ({
          value: f,
          label: t(`payments.mandates.frequencies.${f}`),
        }))}
        allowDeselect={false}
      />
      <TextInput label={t('payments.description')} {...form.getInputProps('description')} />
    </Dialog>
  );
}
