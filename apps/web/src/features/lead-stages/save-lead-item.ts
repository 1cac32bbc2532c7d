import type { z } from 'zod';
import { checkForm, runAction } from '../../ui/run-action';

type Outcome = { data?: { message: string }; error?: unknown };

/**
 * Checks a stage or group form with the contract's schema, then saves it: messages by field
 * when the input is refused, otherwise null (the toast and error dialog come from runAction).
 */
export async function saveLeadItem<S extends z.ZodType>(
  schema: S,
  values: unknown,
  save: (body: z.output<S>) => Promise<Outcome>,
  onDone: () => void,
): Promise<Record<string, string> | null> {
  const checked = checkForm(schema, values);
  if (!checked.ok) return checked.errors;
  await runAction({ run: () => save(checked.data), success: (data) => data.message, onDone });
  return null;
}
