import { startOfIndiaDay } from '@switchboard/contract/india-time';
import { Autocomplete, Checkbox, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, formatNumber } from '@switchboard/contract/format';
import {
  assignNumberBody,
  updateSubscriptionBody,
  updateValidityBody,
  type Subscription,
} from '@switchboard/contract/subscriptions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvailableNumbersQuery } from '../../lib/api/available-numbers-api';
import { useProduct } from '../../lib/api/config-api';
import { Dialog, type DialogForm } from '../../ui/dialog';
import { IndiaDateInput } from '../../ui/india-dates';
import { rangeError, RangeNumberInput } from '../../ui/range-number-input';
import { useContractForm } from '../../ui/use-contract-form';
import { AddonPicker } from './create-plan/addon-picker';
import {
  usePlansQuery,
  useSetNumberMutation,
  useUpdateSubscriptionMutation,
  useUpdateValidityMutation,
} from './api';
import { showRefusal } from './use-action';

type FormProps = { subscription: Subscription; onDone: () => void };

/**
 * What the subscription actions share: each is confirmed (in red: it changes what a team paid
 * for), and a refusal opens 'Oops...' with the server's words and the fields it names.
 */
const asked = (title: string, message: string) => ({ title, message, danger: true });

/** Each action's dialog: its title, its fields, and Save. */
function ActionDialog({
  title,
  dialog,
  onDone,
  children,
}: {
  title: string;
  dialog: DialogForm;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      onClose={onDone}
      title={title}
      form={dialog}
      submitLabel={t('subscriptions.actions.save')}
    >
      {children}
    </Dialog>
  );
}

/** POST /subscription/update-validity. */
export function ValidityDialog({ subscription, onDone }: FormProps) {
  const { t } = useTranslation();
  const [update] = useUpdateValidityMutation();
  const title = t('subscriptions.actions.validity');
  const { form, ...dialog } = useContractForm({
    schema: updateValidityBody,
    initialValues: {
      valid_till: subscription.valid_till.slice(0, 10),
      gstin: subscription.gstin ?? '',
      extras: '',
    },
    toBody: (v) => ({
      subscription_id: subscription.id,
      valid_till: v.valid_till,
      gstin: v.gstin || null,
      extras: v.extras || null,
    }),
    confirm: (body) =>
      asked(
        title,
        t('subscriptions.actions.confirmValidity', {
          id: subscription.id,
          date: formatDate(startOfIndiaDay(body.valid_till.slice(0, 10))),
        }),
      ),
    send: update,
    failure: showRefusal,
    onDone,
  });
  return (
    <ActionDialog title={title} dialog={dialog} onDone={onDone}>
      <IndiaDateInput
        label={t('subscriptions.validTill')}
        {...form.getInputProps('valid_till')}
        required
        testId="valid-till"
      />
      <TextInput
        label={t('subscriptions.gstin')}
        {...form.getInputProps('gstin')}
        onChange={(e) => form.setFieldValue('gstin', e.currentTarget.value.toUpperCase())}
        maxLength={15}
      />
      <TextInput
        label={t('subscriptions.actions.extras')}
        {...form.getInputProps('extras')}
        maxLength={500}
      />
    </ActionDialog>
  );
}

/** PUT /subscription/{id} with the add-ons. */
export function AddonsDialog({ subscription, onDone }: FormProps) {
  const { t } = useTranslation();
  const { data: plans } = usePlansQuery(null);
  const plan = plans?.find((p) => p.id === subscription.plan_id);
  const [update] = useUpdateSubscriptionMutation();
  const title = t('subscriptions.actions.addons');
  const { form, ...dialog } = useContractForm({
    schema: updateSubscriptionBody,
    initialValues: {
      counts: Object.fromEntries(subscription.addons.map((a) => [a.addon_id, a.count])),
    },
    toBody: (v) => ({
      addons: Object.entries(v.counts).map(([id, count]) => ({ addon_id: Number(id), count })),
    }),
    confirm: () => asked(title, t('subscriptions.actions.confirmAddons', { id: subscription.id })),
    send: (body) => update({ id: subscription.id, body }),
    failure: showRefusal,
    onDone,
  });
  const duration =
    plan?.variants.find((v) => v.id === subscription.variant_id)?.revenue_duration ?? 30;
  return (
    <ActionDialog title={title} dialog={dialog} onDone={onDone}>
      <AddonPicker
        addons={plan?.addons ?? []}
        purchased={[]}
        revenueDuration={duration}
        value={form.getValues().counts}
        onChange={(counts) => form.setFieldValue('counts', counts)}
      />
    </ActionDialog>
  );
}

const freebieMax = { users: 1000, automation: 1000, talk_time_minutes: 100_000 } as const;
type FreebieKey = keyof typeof freebieMax;

/**
 * PUT /subscription/{id} with the freebies. A value over its maximum stays as typed and is
 * refused at the field (never clamped without a word); the confirmation names the team and
 * each change, old → new.
 */
export function FreebiesDialog({ subscription, onDone }: FormProps) {
  const { t } = useTranslation();
  const [update] = useUpdateSubscriptionMutation();
  const title = t('subscriptions.actions.freebies');
  const keys = Object.keys(freebieMax) as FreebieKey[];
  const { form, ...dialog } = useContractForm({
    schema: updateSubscriptionBody,
    initialValues: subscription.freebies as Record<FreebieKey, number | string | undefined>,
    // An emptied field gives nothing of it.
    toBody: (v) => ({
      freebies: Object.fromEntries(
        Object.entries(v).map(([key, n]) => [key, typeof n === 'number' ? n : 0]),
      ),
    }),
    check: (v) =>
      Object.fromEntries(keys.map((key) => [key, rangeError(v[key] ?? '', 0, freebieMax[key])])),
    fieldOf: (path) => path.replace(/^freebies\./, ''),
    confirm: (body) => {
      const after = (body as { freebies: Partial<Record<FreebieKey, number>> }).freebies;
      const changes = keys
        .filter((key) => (subscription.freebies[key] ?? 0) !== (after[key] ?? 0))
        .map(
          (key) =>
            `${t(`subscriptions.freebies.${key}`)}: ${formatNumber(subscription.freebies[key] ?? 0)} → ${formatNumber(after[key] ?? 0)}`,
        );
      return asked(
        title,
        t('subscriptions.actions.confirmFreebiesOf', {
          org: subscription.org_name,
          id: subscription.id,
          changes: changes.length ? changes.join('; ') : t('subscriptions.actions.noChange'),
        }),
      );
    },
    send: (body) => update({ id: subscription.id, body }),
    failure: showRefusal,
    onDone,
  });
  const field = (key: FreebieKey) => (
    <RangeNumberInput
      label={t(`subscriptions.freebies.${key}`)}
      min={0}
      max={freebieMax[key]}
      {...form.getInputProps(key)}
      value={form.getValues()[key] ?? 0}
      data-testid={`freebies-${key}`}
    />
  );
  return (
    <ActionDialog title={title} dialog={dialog} onDone={onDone}>
      {field('users')}
      {field('automation')}
      {field('talk_time_minutes')}
    </ActionDialog>
  );
}

/** POST /subscription/change-number or /assign-number. */
export function NumberDialog({
  orgId,
  currentNumber,
  title,
  onDone,
}: {
  orgId: number;
  currentNumber: string | null;
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const product = useProduct();
  const [setProductNumber] = useSetNumberMutation();
  // No number yet: this assigns one (POST /subscription/assign-number), and says so.
  const assigning = currentNumber === null;

  const { form, ...dialog } = useContractForm({
    schema: assignNumberBody,
    initialValues: { number: '', paid: false },
    toBody: (v) => ({ org_id: orgId, ...v }),
    // Said in words, not by the browser's "Please match the requested format".
    messages: { number: t('subscriptions.actions.numberInvalid', { product: product.name }) },
    confirm: (body) => {
      const values = { product: product.name, old: currentNumber ?? '—', number: body.number };
      return asked(
        t(assigning ? 'subscriptions.actions.assignNumber' : 'subscriptions.actions.number', {
          product: product.name,
        }),
        assigning
          ? t('subscriptions.actions.confirmAssign', values)
          : t('subscriptions.actions.confirmNumber', values),
      );
    },
    send: (body) => setProductNumber({ ...body, old_number: currentNumber }),
    failure: showRefusal,
    onDone,
  });
  const [search] = useDebouncedValue(form.getValues().number.replace(/[^\d+]/g, ''), 250);
  // The inventory's AVAILABLE numbers like what is typed; any other number may still be typed.
  const { data: available = [] } = useAvailableNumbersQuery(search, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <ActionDialog title={title} dialog={dialog} onDone={onDone}>
      {!assigning && (
        <TextInput
          label={t('subscriptions.actions.currentNumber')}
          value={currentNumber}
          readOnly
        />
      )}
      <Autocomplete
        label={t('subscriptions.actions.newNumber')}
        description={t('subscriptions.actions.availableHint')}
        {...form.getInputProps('number')}
        data={available}
        filter={({ options }) => options}
        inputMode="tel"
        required
        data-testid="new-number"
      />
      <Checkbox
        label={t('subscriptions.actions.paid')}
        {...form.getInputProps('paid', { type: 'checkbox' })}
      />
    </ActionDialog>
  );
}
