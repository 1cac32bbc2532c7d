import { Alert, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { formatDate, formatDateTime } from '@switchboard/contract/format';
import type { KycDetail } from '@switchboard/contract/kyc';
import { useTranslation } from 'react-i18next';
import { AssignMenu } from '../assign-menu';
import { KycStatusBadge } from '../status-badge';
import { rejectionLabel } from '../../../lib/reference-labels';

/** Who is being reviewed: name, number, plan, and where the review stands. */
export function ReviewHeader({ detail }: { detail: KycDetail }) {
  const { t } = useTranslation();
  const { org } = detail;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="start">
        <Stack gap={2}>
          <Title order={1} size="h2" data-testid="review-org-name">
            {org.name}
          </Title>
          <Text c="dimmed" size="sm">
            {org.product_number ?? t('kyc.noNumber')} · #{org.id} ·{' '}
            {org.plan_name ?? t('kyc.review.noPlan')} ·{' '}
            {org.is_trial ? t('kyc.queue.trialOnly') : t('kyc.queue.paidOnly')} ·{' '}
            {t(`kyc.template.${detail.kyc_template}`)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Text size="sm">{t('kyc.queue.userKyc')}</Text>
          <KycStatusBadge status={detail.status} testId="review-status" />
          <Text size="sm">{t('kyc.queue.businessKyc')}</Text>
          <KycStatusBadge status={detail.business_kyc.status} testId="review-bv-status" />
          {detail.business_kyc.is_biz_kyc_required && (
            <Badge variant="outline" color="grape">
              {t('kyc.queue.bizRequired')}
            </Badge>
          )}
          {detail.held_until && (
            <Tooltip label={t('kyc.review.heldReason')}>
              <Badge color="orange" variant="filled" data-testid="kyc-held-until">
                {t('kyc.review.heldUntil', { date: formatDate(detail.held_until) })}
              </Badge>
            </Tooltip>
          )}
          <Text size="sm">{t('kyc.assign.column')}</Text>
          <AssignMenu orgId={org.id} orgName={org.name} assignee={detail.assignee} size="sm" />
        </Group>
      </Group>
      {org.deleted && (
        <Alert color="red" title={t('kyc.review.deletedTitle')}>
          {t('kyc.review.deletedText')}
        </Alert>
      )}
      {detail.rejection_messages.length > 0 && detail.status === 'REJECTED' && (
        <Alert
          color="red"
          variant="light"
          title={t('kyc.review.rejectedFor')}
          data-testid="review-rejection"
        >
          {detail.rejection_messages.map(rejectionLabel).join(' · ')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {detail.submitted_at
          ? t('kyc.review.submittedAt', { when: formatDateTime(detail.submitted_at) })
          : t('kyc.queue.notSubmitted')}
        {detail.reviewed_at &&
          ` · ${t('kyc.review.reviewedBy', { who: detail.reviewed_by ?? '—', when: formatDateTime(detail.reviewed_at) })}`}
        {` · ${t('kyc.review.version', { version: detail.version })}`}
      </Text>
    </Stack>
  );
}
