import { confirmDialog, type ConfirmOptions } from './confirm-dialog';
import { showErrorDialog } from './error-dialog';
import { toastSuccess } from './toasts';

/** What an RTK Query trigger resolves to: data, or an error. */
type Outcome = { data?: unknown; error?: unknown };
type DataOf<R extends Outcome> = NonNullable<R['data']>;

/**
 * The shape of a change made from the console: ask first when it touches money, numbers or
 * access, run it, then a success toast, or the error dialog with the server's message.
 */
export async function runAction<R extends Outcome>(options: {
  confirm?: ConfirmOptions;
  run: () => Promise<R>;
  success: string | ((data: DataOf<R>) => string);
  onDone?: (data: DataOf<R>) => void;
}): Promise<boolean> {
  if (options.confirm && !(await confirmDialog(options.confirm))) return false;
  const result = await options.run();
  if (result.error !== undefined) {
    showErrorDialog(result.error);
    return false;
  }
  const data = result.data as DataOf<R>;
  toastSuccess(typeof options.success === 'string' ? options.success : options.success(data));
  options.onDone?.(data);
  return true;
}
