import { Button, Menu, ScrollArea, Text } from '@mantine/core';
import type { KycAssignee } from '@switchboard/contract/kyc';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { useAppSelector } from '../../lib/hooks';
import { selectUser } from '../../lib/session/session-slice';
import { toastSuccess } from '../../ui/toasts';
import { useAssignKycMutation, useKycReviewersQuery } from './api';
import { showApiFailed } from './use-review-actions';

type Props = {
  orgId: number;
  orgName: string;
  assignee: KycAssignee | null;
  size?: 'xs' | 'sm';
};

/**
 * "Assign" on one org's KYC review: to me, to a staff member who may review KYC, or to nobody.
 * Without the reviewer's grant it only names the assignee. Clicks stay inside: in the queue the
 * menu sits on a row that opens the review.
 */
export function AssignMenu({ orgId, orgName, assignee, size = 'xs' }: Props) {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const canAssign = useAppAbility().can('update', 'Kyc');
  const { data: reviewers = [] } = useKycReviewersQuery(undefined, { skip: !canAssign });
  const [assign, { isLoading }] = useAssignKycMutation();

  if (!canAssign)
    return (
      <Text size="sm" c={assignee ? undefined : 'dimmed'}>
        {assignee?.name ?? t('kyc.assign.unassigned')}
      </Text>
    );

  async function pick(assigneeId: number | null) {
    const result = await assign({ org_id: orgId, assignee_id: assigneeId });
    if ('error' in result) return showApiFailed(result.error);
    const name = result.data.assignee?.name;
    toastSuccess(
      name
        ? t('messages.kycAssigned', { org: orgName, name })
        : t('messages.kycUnassigned', { org: orgName }),
    );
  }
  const meReviews = me !== null && reviewers.some((r) => r.id === me.id);

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size={size}
          variant={assignee ? 'subtle' : 'light'}
          leftSection={<IconUserCheck size={14} />}
          loading={isLoading}
          onClick={(e) => e.stopPropagation()}
          data-testid={`assign-${orgId}`}
        >
          {assignee?.name ?? t('kyc.assign.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()} data-testid="assign-menu">
        {meReviews && assignee?.id !== me.id && (
          <Menu.Item onClick={() => void pick(me.id)}>{t('kyc.assign.toMe')}</Menu.Item>
        )}
        <Menu.Label>{t('kyc.assign.reviewers')}</Menu.Label>
        <ScrollArea.Autosize mah={260}>
          {reviewers.map((reviewer) => (
            <Menu.Item
              key={reviewer.id}
              disabled={reviewer.id === assignee?.id}
              onClick={() => void pick(reviewer.id)}
            >
              {reviewer.name}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        {assignee && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => void pick(null)}>
              {t('kyc.assign.unassign')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
