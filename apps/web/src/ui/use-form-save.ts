import { useState } from 'react';
import { errorMessage } from '../lib/error-message';
import { toastSuccess } from './toasts';

type Checked<B> = { ok: true; data: B } | { ok: false; errors: Record<string, string> };
/** What an RTK Query mutation resolves to, for a route that answers with a message. */
type Outcome = { data?: { message: string }; error?: unknown };

/**
 * A dialog form's save: the contract's check puts problems beside their fields; a refusal by
 * the server is kept for the form to show; success toasts the server's message and closes.
 */
export function useFormSave(onSaved: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function save<B>(checked: Checked<B>, send: (body: B) => Promise<Outcome>) {
    setFailure(null);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await send(checked.data);
    if (!result.data)
      return setFailure(errorMessage(result.error as Parameters<typeof errorMessage>[0]));
    toastSuccess(result.data.message);
    onSaved();
  }

  return { errors, failure, save };
}
