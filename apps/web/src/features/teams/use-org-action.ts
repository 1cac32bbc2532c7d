import type { ApiError } from '../../app/base-query';
import { toastSuccess } from '../../ui/toasts';
import { confirmDialog, type ConfirmOptions } from '../../ui/confirm-dialog';
import { showErrorDialog } from '../../ui/error-dialog';

type Outcome<T> = { data: T } | { error: ApiError | { message?: string } };

/**
 * The shape of every org action: ask first when it touches money, numbers or access, run it,
 * then the spec's success toast or the error dialog with the server's message.
 */
export async function runAction<T>(options: {
  confirm?: ConfirmOptions;
  run: () => Promise<Outcome<T>>;
  success: string | ((data: T) => string);
  onDone?: (data: T) => void;
}): Promise<boolean> {
  if (options.confirm && !(await confirmDialog(options.confirm))) return false;
  const result = await options.run();
  if ('error' in result) {
    showErrorDialog(result.error);
    return false;
  }
  toastSuccess(typeof options.success === 'string' ? options.success : options.success(result.data));
  options.onDone?.(result.data);
  return true;
}
