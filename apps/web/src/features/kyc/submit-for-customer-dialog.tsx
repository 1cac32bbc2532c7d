import { Select, Stack, Text } from '@mantine/core';
import { staffSubmitBody, type KycDetail } from '@switchboard/contract/kyc';
import { useTranslation } from 'react-i18next';
import { useStaffMembersQuery } from '../../lib/api/staff-api';
import { useAppSelector } from '../../lib/hooks';
import { selectUser } from '../../lib/session/session-slice';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useSubmitKycForCustomerMutation } from './api';

/**
 * Staff collected the customer's documents (in person, by mail) and put the KYC in review for
 * them: who collected them is on record; the one signed in by default.
 */
export function SubmitForCustomerDialog({
  detail,
  onClose,
}: {
  detail: KycDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const { data: staff = [] } = useStaffMembersQuery();
  const [submit] = useSubmitKycForCustomerMutation();
  const { form, ...dialog } = useContractForm({
    schema: staffSubmitBody,
    initialValues: { collected_by_id: me?.id ? String(me.id) : null },
    toBody: (v) => ({
      org_id: detail.org.id,
      version: detail.version,
      collected_by_id: v.collected_by_id ? Number(v.collected_by_id) : undefined,
    }),
    confirm: () => ({
      title: t('kyc.submit.confirmTitle'),
      message: t('kyc.submit.confirm', { org: detail.org.name }),
      confirmLabel: t('kyc.submit.action'),
    }),
    send: (body) => submit(body),
    onDone: onClose,
  });
  return (
    <Dialog
      onClose={onClose}
      title={t('kyc.submit.title', { org: detail.org.name })}
      form={dialog}
      submitLabel={t('kyc.submit.action')}
      submitTestId="kyc-submit-confirm"
      data-testid="kyc-submit-form"
    >
      <Stack gap="sm">
        <Text size="sm">{t('kyc.submit.hint')}</Text>
        <Select
          label={t('kyc.submit.collectedBy')}
          data={staff.map((s) => ({ value: String(s.id), label: s.name }))}
          {...form.getInputProps('collected_by_id')}
          allowDeselect={false}
          searchable
          required
          data-testid="kyc-submit-collector"
        />
      </Stack>
    </Dialog>
  );
}
