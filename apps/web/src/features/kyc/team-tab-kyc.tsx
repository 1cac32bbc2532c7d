import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamTabProps } from '../../lib/slots';
import { errorMessage } from '../../lib/error-message';
import { useKycDetailQuery } from './api';
import { DocumentsSection } from './review/documents-section';
import { ReviewHeader } from './review/review-header';

/** The team page's KYC tab: where the org's review stands and its documents; actions live in the review. */
export default function TeamTabKyc({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
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
      <DocumentsSection detail={data} canEdit={false} />
    </Stack>
  );
}
