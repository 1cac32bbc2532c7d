import {
  useForm,
  type FormErrors,
  type GetInputPropsReturnType,
  type UseFormReturnType,
} from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import type { z } from 'zod';
import { errorBody } from '../lib/error-body';
import { errorMessage, translatedFieldMessage } from '../lib/error-message';
import { confirmDialog, type ConfirmOptions } from './confirm-dialog';
import type { DialogForm } from './dialog';
import { showErrorDialog } from './error-dialog';
import { toastSuccess } from './toasts';
import '../lib/zod-messages';

/** What an RTK Query trigger resolves to: data, or an error. */
type Outcome = { data?: unknown; error?: unknown };
type DataOf<R extends Outcome> = NonNullable<R['data']>;
type Values = Record<string, unknown>;

type Options<V extends Values, S extends z.ZodType, R extends Outcome> = {
  /** The contract's schema of the request body: it checks the fields before anything is sent. */
  schema: S;
  /** The fields as the dialog opens; named as the body names them, so refusals find their field. */
  initialValues: V;
  /** The body the fields make (ids the dialog knows added, rupees as paise); the fields by default. */
  toBody?: (values: V) => unknown;
  /**
   * The field that shows a problem of the body at `path`, where the fields and the body differ
   * (a list of key and value rows for a `config` record); the same path by default.
   */
  fieldOf?: (path: string, values: V) => string;
  /** This dialog's own wording for a field the schema refuses, by field. */
  messages?: Partial<Record<string, string>>;
  /** Rules the schema cannot know (what is left to refund): a message by field, where broken. */
  check?: (values: V) => Record<string, string | null | undefined>;
  /** Asked before anything is sent, where money moves or messages go out. */
  confirm?: (body: z.output<S>, values: V) => ConfirmOptions | undefined;
  send: (body: z.output<S>, values: V) => Promise<R>;
  /** The success toast: the server's `message` unless said here. */
  success?: string | ((data: DataOf<R>) => string);
  onDone?: (data: DataOf<R>) => void;
  /**
   * Where a refusal shows besides its fields: inside the dialog ('alert'), or in the console's
   * error dialog ('dialog', spec section 8: the server's message, else 'Something went wrong!').
   */
  failure?: 'alert' | 'dialog' | ((error: unknown) => void);
  /** A refusal that is about one field though it names none (a name already taken: 409). */
  refusal?: (error: unknown) => { field: string; message: string } | undefined;
};

export type ContractFormHandle<V extends Values> = DialogForm & {
  form: UseFormReturnType<V>;
  busy: boolean;
  failure: string | null;
};

/** Some of a form's fields, for a component that draws them (the person fields two dialogs share). */
export type FieldsOf<K extends string> = (name: K) => GetInputPropsReturnType;

/** The value at a dotted path (`items.0.name`), or undefined where the fields have none. */
function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(part in at)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}

/** The problems the server's 400 names by field (`details`), as the body names them. */
function refusedFields(error: unknown): { field: string; message: string }[] {
  if (error === null || typeof error !== 'object' || !('data' in error)) return [];
  return errorBody(error.data)?.details ?? [];
}

/**
 * The console's one way to keep a form: @mantine/form, checked by the contract's zod schema.
 * Problems show beside their fields in the staff member's language, and so do the fields a
 * server refusal names. `submit` checks, asks (`confirm`), sends, toasts success and calls
 * `onDone`; a refusal stays in the form (`failure`) or opens the error dialog. Pass the handle
 * to `Dialog`'s `form`; a form inside a page or list renders it in a `FormStack`.
 */
export function useContractForm<V extends Values, S extends z.ZodType, R extends Outcome>(
  options: Options<V, S, R>,
): ContractFormHandle<V> {
  const { schema, toBody = (v: V) => v, messages } = options;
  const resolver = zod4Resolver(schema, { errorPriority: 'first' });
  /** Problems of the body by the field that shows each, in the staff member's language. */
  const byField = (problems: [string, unknown][], values: V) => {
    const errors: FormErrors = {};
    for (const [path, message] of problems) {
      const field = options.fieldOf?.(path, values) ?? path;
      errors[field] ??= messages?.[field] ?? translatedFieldMessage(String(message));
    }
    return errors;
  };
  const form = useForm<V>({
    initialValues: options.initialValues,
    validate: (values) => {
      const errors = byField(Object.entries(resolver(toBody(values) as Values)), values);
      for (const [field, message] of Object.entries(options.check?.(values) ?? {}))
        if (message) errors[field] ??= message;
      return errors;
    },
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    setFailure(null);
    const values = form.getValues();
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      // A refused part of the body that no field shows (an id the dialog was opened with).
      const unseen = Object.entries(errors).filter(([field]) => !hasPath(values, field));
      if (unseen.length)
        setFailure(unseen.map(([field, m]) => `${field}: ${String(m)}`).join('; '));
      return;
    }
    const body = schema.parse(toBody(values)) as z.output<S>;
    const ask = options.confirm?.(body, values);
    if (ask && !(await confirmDialog(ask))) return;
    setBusy(true);
    const result = await options.send(body, values);
    setBusy(false);
    if (result.error !== undefined) {
      const named = refusedFields(result.error).map((d): [string, unknown] => [d.field, d.message]);
      const onFields = byField(named, values);
      form.setErrors(
        Object.fromEntries(Object.entries(onFields).filter(([field]) => hasPath(values, field))),
      );
      const onField = options.refusal?.(result.error);
      if (onField) form.setFieldError(onField.field, onField.message);
      else if (typeof options.failure === 'function') options.failure(result.error);
      else if (options.failure === 'dialog') showErrorDialog(result.error);
      else setFailure(errorMessage(result.error as Parameters<typeof errorMessage>[0]));
      return;
    }
    const data = result.data as DataOf<R>;
    const { success } = options;
    toastSuccess(
      typeof success === 'function'
        ? success(data)
        : (success ?? (data as { message: string }).message),
    );
    // A dialog kept mounted while closed opens empty again next time.
    form.reset();
    options.onDone?.(data);
  }

  return { form, submit, busy, failure };
}
