import { formatMessage } from '@switchboard/contract/messages';
import type { KycStatus } from '@switchboard/contract/rules/kyc';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { confirmDialog } from '../../ui/confirm-dialog';
import { TOAST_AUTO_CLOSE_MS, toastSuccess } from '../../ui/toasts';
import { toastWithUndo } from '../../ui/undo-toast';
import { useApproveKycMutation, useRejectKycMutation, useUndoKycDecisionMutation } from './api';
import { openRejectDialog } from './review/reject-dialog';

export type ReviewTarget = {
  org_id: number;
  org_name: string;
  product_number: string | null;
  version: number;
  status: KycStatus;
};

/** Spec section 8: approve, reject and modify failures yield 'Api failed', with the server's reason. */
export function showApiFailed(error: unknown): void {
  notifications.show({
    title: formatMessage('apiFailed'),
    message: errorMessage(error as Parameters<typeof errorMessage>[0]),
    color: 'red',
    autoClose: TOAST_AUTO_CLOSE_MS * 3,
  });
}

/**
 * Approve and reject, each confirmed with the org's name and number so the wrong org cannot
 * be approved by accident. Resolves true when the action went through.
 */
export function useReviewActions() {
  const { t } = useTranslation();
  const [approve, approveState] = useApproveKycMutation();
  const [reject, rejectState] = useRejectKycMutation();
  const [undo] = useUndoKycDecisionMutation();
  const who = (target: ReviewTarget) =>
    `${target.org_name} (${target.product_number ?? t('kyc.noNumber')})`;

  /**
   * The decision's toast offers Undo for a few seconds; the server takes it back only while it
   * is this reviewer's latest change and nothing has followed from it, else says why (409).
   */
  function offerUndo(target: ReviewTarget, message: string, version: number) {
    toastWithUndo({
      message,
      undoLabel: t('kyc.actions.undo'),
      onUndo: () =>
        void undo({ org_id: target.org_id, version }).then((result) => {
          if ('error' in result) showApiFailed(result.error);
          else toastSuccess(t('kyc.actions.undone', { org: target.org_name }));
        }),
    });
  }

  async function approveKyc(target: ReviewTarget): Promise<boolean> {
    const ok = await confirmDialog({
      title: t('kyc.actions.approveTitle'),
      message: t('kyc.actions.approveConfirm', { org: who(target) }),
      confirmLabel: t('kyc.actions.approve'),
    });
    if (!ok) return false;
    const result = await approve({ org_id: target.org_id, version: target.version });
    if ('error' in result) {
      showApiFailed(result.error);
      return false;
    }
    offerUndo(target, t('kyc.actions.approved', { org: target.org_name }), result.data.version);
    return true;
  }

  async function rejectKyc(target: ReviewTarget, messages: string[]): Promise<boolean> {
    const reasons = await openRejectDialog({
      title: t('kyc.actions.rejectTitle', { org: who(target) }),
      messages,
    });
    if (!reasons) return false;
    const result = await reject({
      org_id: target.org_id,
      version: target.version,
      rejection_messages: reasons,
    });
    if ('error' in result) {
      showApiFailed(result.error);
      return false;
    }
    offerUndo(target, t('kyc.actions.rejected', { org: target.org_name }), result.data.version);
    return true;
  }

  return { approveKyc, rejectKyc, busy: approveState.isLoading || rejectState.isLoading };
}
