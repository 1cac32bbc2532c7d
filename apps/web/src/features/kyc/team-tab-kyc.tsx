import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import type { TeamTabProps } from '../../lib/slots';
import { errorMessage } from '../../lib/error-message';
import { useKycDetailQuery } from './api';
import { DocumentsSection } from './review/documents-section';
import { ReviewHeader } from './review/review-header';
import { SubmitForCustomerDialog } from './submit-for-customer-dialog';

/** A KYC staff can put in review for the customer: nothing waits, nothing approved. */
const submittable = (status: string | null) =>
  status === null || ['NOT_SUBMITTED', 'REJECTED', 'INCOMPLETE'].includes(status);

/**
 * The team page's KYC tab: where the org's review stands and its documents. Staff who collected
 * the documents upload them here and submit the KYC for the customer; decisions live in the
 * review.
 */
export default function TeamTabKyc({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canEdit = ability.can('update', 'Kyc');
  const [submitting, setSubmitting] = useState(false);
  const { data, error, isLoading } = useKycDetailQuery(orgId);
  if (isLoading)
    return (
      <Center h={120}>
        <Loader size="sm" />
      </Center>
    );
  if (error || !data)
    return <Text c="red">{error ? errorMessage(error) : t('kyc.review.notFound')}</Text>;
  return (
    <Stack data-testid="team-tab-kyc">
      <Group justify="flex-end">
        {canEdit && submittable(data.status) && (
          <Button onClick={() => setSubmitting(true)} data-testid="kyc-submit-open">
            {t('kyc.submit.open')}
          </Button>
        )}
        <Button
          component={Link}
          to={`/kyc/${orgId}`}
          leftSection={<IconId size={16} />}
          variant="light"
        >
          {t('kyc.review.open')}
        </Button>
      </Group>
      <ReviewHeader detail={data} />
      <DocumentsSection detail={data} canEdit={canEdit} />
      {submitting && <SubmitForCustomerDialog detail={data} onClose={() => setSubmitting(false)} />}
    </Stack>
  );
}
