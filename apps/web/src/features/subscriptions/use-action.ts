import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import type { ApiError } from '../../lib/api/base-query';
import { confirmDialog } from '../../ui/confirm-dialog';
import { showErrorDialog } from '../../ui/error-dialog';
import { toastSuccess } from '../../ui/toasts';

/** A refused action in 'Oops...': the server's words, with the fields a 400 names. */
export const showRefusal = (error: unknown) =>
  showErrorDialog({ data: { message: errorMessage(error as ApiError) } });

/** Confirm, run, then the server's success message as a toast or its error in 'Oops...'. */
export function useConfirmedAction() {
  const [busy, setBusy] = useState(false);
  async function run(
    confirm: { title: string; message: string; typeToConfirm?: string },
    action: () => Promise<{ message: string }>,
  ): Promise<boolean> {
    if (!(await confirmDialog({ ...confirm, danger: true }))) return false;
    setBusy(true);
    try {
      toastSuccess((await action()).message);
      return true;
    } catch (error) {
      showRefusal(error);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
