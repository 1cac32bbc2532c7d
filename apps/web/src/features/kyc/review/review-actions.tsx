import { Button, Group, Kbd, Tooltip } from '@mantine/core';
import type { KycDetail } from '@switchboard/contract/kyc';
import { transitionRefusal, type KycAction } from '@switchboard/contract/rules/kyc';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconCopy,
  IconEdit,
  IconHourglass,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../ui/confirm-dialog';
import { toastSuccess } from '../../../ui/toasts';
import { useKycRejectionMessagesQuery, useModifyKycMutation } from '../api';
import { showApiFailed, useReviewActions, type ReviewTarget } from '../use-review-actions';
import { useShortcuts } from '../use-shortcuts';
import { openCopyDialog } from './copy-dialog';
import { openModifyDialog } from './modify-dialog';

type Props = {
  detail: KycDetail;
  canEdit: boolean;
  onDone: () => void;
  previous?: () => void;
  next?: () => void;
};

/** The reviewer's actions on the regular KYC, with their shortcuts; what the rules refuse is disabled. */
export function ReviewActions({ detail, canEdit, onDone, previous, next }: Props) {
  const { t } = useTranslation();
  const { data: reasons = [] } = useKycRejectionMessagesQuery();
  const { approveKyc, rejectKyc, busy } = useReviewActions();
  const [modify, modifyState] = useModifyKycMutation();
  const target: ReviewTarget = {
    org_id: detail.org.id,
    org_name: detail.org.name,
    product_number: detail.org.product_number,
    version: detail.version,
    status: detail.status,
  };
  const locked = !canEdit || detail.org.deleted;
  const refusal = (action: KycAction) =>
    locked ? t('kyc.review.locked') : transitionRefusal(detail.status, action);

  const approve = async () => (await approveKyc(target)) && onDone();
  const reject = async () => (await rejectKyc(target, reasons)) && onDone();
  async function incomplete() {
    const ok = await confirmDialog({
      title: t('kyc.actions.incompleteTitle'),
      message: t('kyc.actions.incompleteConfirm', { org: detail.org.name }),
    });
    if (!ok) return;
    const result = await modify({
      org_id: detail.org.id,
      version: detail.version,
      status: 'INCOMPLETE',
    });
    if ('error' in result) return showApiFailed(result.error);
    toastSuccess(t('kyc.actions.markedIncomplete'));
    onDone();
  }
  async function edit() {
    const fields = await openModifyDialog(detail, t('kyc.modify.title', { org: detail.org.name }));
    if (!fields) return;
    const result = await modify({ org_id: detail.org.id, version: detail.version, ...fields });
    if ('error' in result) return showApiFailed(result.error);
    toastSuccess(t('kyc.modify.saved'));
  }

  useShortcuts({
    a: refusal('approve') ? undefined : () => void approve(),
    r: refusal('reject') ? undefined : () => void reject(),
    n: next,
    p: previous,
  });

  const action = (
    key: KycAction,
    label: string,
    icon: ReactNode,
    color: string,
    run: () => void,
    kbd?: string,
  ) => {
    const why = refusal(key);
    return (
      <Tooltip label={why} disabled={!why}>
        <Button
          color={color}
          leftSection={icon}
          disabled={Boolean(why)}
          loading={busy || modifyState.isLoading}
          onClick={run}
          data-testid={`action-${key}`}
          rightSection={kbd ? <Kbd size="xs">{kbd}</Kbd> : undefined}
        >
          {label}
        </Button>
      </Tooltip>
    );
  };

  return (
    <Group justify="space-between" data-testid="review-actions">
      <Group gap="xs">
        {action(
          'approve',
          t('kyc.actions.approve'),
          <IconCheck size={16} />,
          'green',
          () => void approve(),
          'a',
        )}
        {action(
          'reject',
          t('kyc.actions.reject'),
          <IconX size={16} />,
          'red',
          () => void reject(),
          'r',
        )}
        {action(
          'incomplete',
          t('kyc.actions.incomplete'),
          <IconHourglass size={16} />,
          'orange',
          () => void incomplete(),
        )}
        <Button
          variant="default"
          leftSection={<IconEdit size={16} />}
          disabled={locked}
          onClick={() => void edit()}
          data-testid="action-modify"
        >
          {t('kyc.actions.modify')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy size={16} />}
          disabled={!canEdit}
          onClick={() => openCopyDialog(detail, t('kyc.copy.title'))}
          data-testid="action-copy"
        >
          {t('kyc.actions.copy')}
        </Button>
      </Group>
      <Group gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          disabled={!previous}
          onClick={previous}
          rightSection={<Kbd size="xs">p</Kbd>}
        >
          {t('kyc.review.previous')}
        </Button>
        <Button
          variant="subtle"
          rightSection={
            <Group gap={4}>
              <IconArrowRight size={16} />
              <Kbd size="xs">n</Kbd>
            </Group>
          }
          disabled={!next}
          onClick={next}
        >
          {t('kyc.review.next')}
        </Button>
      </Group>
    </Group>
  );
}
