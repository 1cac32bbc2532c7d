import type { RuleFailure } from '@switchboard/contract/rules/subscription-messages';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import type { ApiError } from '../../../lib/api/base-query';
import { useProduct } from '../../../lib/api/config-api';
import { confirmDialog } from '../../../ui/confirm-dialog';
import { showErrorDialog } from '../../../ui/error-dialog';
import { toastSuccess } from '../../../ui/toasts';
import { useSetOrgEmailMutation } from '../api';
import { formKeys } from './form-key';
import { promptEmail, showPaymentSuccess } from './prompts';
import { ruleText } from './rule-text';

export type SubmitPlan = {
  /** The shared rules' verdict; shown in the tab and nothing is sent. */
  failure: RuleFailure | null;
  orgId: number | null;
  gstin: string;
  /** The org has no email and the order is PURCHASE or RENEW. */
  needsEmail: boolean;
  /** What the confirmation dialog says will be charged. */
  confirmTitle: string;
  confirmText: string;
  /** The request as sent: while it stays the same, a retry sends the same Idempotency-Key. */
  request: unknown;
  send: (idempotencyKey: string) => Promise<{ message: string }>;
  after?: (result: { message: string }) => void;
};

/**
 * The one path from a tab's button to the server: rules, the no-GST warning, the email
 * prompt, the confirmation, then the request under the form's Idempotency-Key (one per
 * filled-in form, `formKeys`), so a double click or a retry after a lost answer never
 * creates twice.
 *
 * `form` is a snapshot of what the tab holds (any string that changes when an input does): an
 * error is shown only while the form is still the one it was about, so fixing a field clears
 * a message that no longer applies.
 */
export function useSubmitFlow(onDone: () => void, form: string) {
  const { t } = useTranslation();
  const product = useProduct();
  const [failed, setFailed] = useState<{ text: string; form: string } | null>(null);
  const error = failed && failed.form === form ? failed.text : null;
  const setError = (text: string | null) => setFailed(text === null ? null : { text, form });
  // busy: a flow is open (dialogs included); sending: the request itself is on its way.
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const running = useRef(false);
  const [keys] = useState(() => formKeys());
  const [setOrgEmail] = useSetOrgEmailMutation();

  async function steps(plan: SubmitPlan): Promise<void> {
    if (plan.failure) return setError(ruleText(plan.failure, product.name));
    setError(null);
    if (!plan.gstin.trim()) {
      const goAhead = await confirmDialog({
        title: t('subscriptions.noGstTitle'),
        message: t('messages.noGstWarning'),
        confirmLabel: t('messages.goAheadWithoutGst'),
      });
      if (!goAhead) return;
    }
    if (plan.needsEmail && plan.orgId) {
      const email = await promptEmail();
      if (!email) return;
      const saved = await setOrgEmail({ orgId: plan.orgId, email })
        .unwrap()
        .catch(() => null);
      if (!saved)
        return void showErrorDialog({ data: { message: t('messages.failedToSetEmail') } });
    }
    if (
      !(await confirmDialog({ title: plan.confirmTitle, message: plan.confirmText, danger: true }))
    )
      return;
    setSending(true);
    try {
      const result = await plan.send(keys.keyFor(JSON.stringify(plan.request)));
      keys.succeeded();
      toastSuccess(result.message);
      // What follows the sale (the BKYC alert) waits for the success dialog: the modal
      // manager shows one dialog at a time, and staff should see both.
      const shown = showPaymentSuccess(result.message);
      onDone();
      if (plan.after) void shown.then(() => plan.after?.(result));
    } catch (failure) {
      setError(errorMessage(failure as ApiError));
    } finally {
      setSending(false);
    }
  }

  async function submit(plan: SubmitPlan): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await steps(plan);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { submit, error, busy, sending };
}
