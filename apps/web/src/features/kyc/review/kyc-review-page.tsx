import { Anchor, Loader, Center, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability';
import { errorMessage } from '../../../lib/error-message';
import { useKycDetailQuery } from '../api';
import { useKycNavigation } from '../use-kyc-navigation';
import { ActionHistory } from './action-history';
import { BusinessPanel } from './business-panel';
import { DigioPanel } from './digio-panel';
import { DocumentsSection } from './documents-section';
import { ReviewActions } from './review-actions';
import { ReviewHeader } from './review-header';

const tabs = ['documents', 'business', 'digio', 'history'] as const;

/** One org's KYC review: documents, actions, business verification, Digio and history. */
export function KycReviewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const orgId = Number(params.orgId);
  const tab = tabs.find((x) => params['*'] === x) ?? 'documents';
  const canEdit = useAppAbility().can('update', 'Kyc');
  const {
    data: detail,
    error,
    isLoading,
  } = useKycDetailQuery(orgId, { skip: !Number.isInteger(orgId) || orgId <= 0 });
  const { previous, next, openNextPending } = useKycNavigation(orgId);

  const back = (
    <Anchor component={Link} to="/kyc" size="sm">
      <IconArrowLeft size={14} /> {t('kyc.review.back')}
    </Anchor>
  );
  if (isLoading)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (error || !detail)
    return (
      <Stack>
        {back}
        <Text c="red">{error ? errorMessage(error) : t('kyc.review.notFound')}</Text>
      </Stack>
    );

  return (
    <Stack data-testid="kyc-review">
      {back}
      <ReviewHeader detail={detail} />
      <ReviewActions
        detail={detail}
        canEdit={canEdit}
        onDone={() => void openNextPending({ org_id: orgId, submitted_at: detail.submitted_at })}
        previous={previous}
        next={next}
      />
      <Tabs
        value={tab}
        onChange={(value) => navigate(`/kyc/${orgId}${value === 'documents' ? '' : `/${value}`}`)}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((x) => (
            <Tabs.Tab key={x} value={x} data-testid={`review-tab-${x}`}>
              {t(`kyc.review.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsSection detail={detail} canEdit={canEdit && !detail.org.deleted} />
        </Tabs.Panel>
        <Tabs.Panel value="business" pt="md">
          <BusinessPanel detail={detail} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="digio" pt="md">
          <DigioPanel detail={detail} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <ActionHistory key={orgId} orgId={orgId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
