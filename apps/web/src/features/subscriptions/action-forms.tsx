import { Button, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import {
  productNumberField,
  type Freebies,
  type Subscription,
} from '@switchboard/contract/subscriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../lib/api/config-api';
import { AddonPicker, type AddonCounts } from './create-plan/addon-picker';
import {
  usePlansQuery,
  useSetNumberMutation,
  useUpdateSubscriptionMutation,
  useUpdateValidityMutation,
} from './api';
import { useConfirmedAction } from './use-action';
import { IndiaDateInput } from '../../ui/india-dates';

type FormProps = { subscription: Subscription; onDone: () => void };

function Submit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

/** POST /subscription/update-validity. */
export function ValidityForm({ subscription, onDone }: FormProps) {
  const { t } = useTranslation();
  const [validTill, setValidTill] = useState(subscription.valid_till.slice(0, 10));
  const [gstin, setGstin] = useState(subscription.gstin ?? '');
  const [extras, setExtras] = useState('');
  const [update] = useUpdateValidityMutation();
  const { run, busy } = useConfirmedAction();
  const submit = async () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validTill)) return;
    const ok = await run(
      {
        title: t('subscriptions.actions.validity'),
        message: t('subscriptions.actions.confirmValidity', {
          id: subscription.id,
          date: formatDate(`${validTill}T00:00:00+05:30`),
        }),
      },
      () =>
        update({
          subscription_id: subscription.id,
          valid_till: validTill,
          gstin: gstin || null,
          extras: extras || null,
        }).unwrap(),
    );
    if (ok) onDone();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <IndiaDateInput
          label={t('subscriptions.validTill')}
          value={validTill}
          onChange={setValidTill}
          required
          testId="valid-till"
        />
        <TextInput
          label={t('subscriptions.gstin')}
          value={gstin}
          onChange={(e) => setGstin(e.currentTarget.value.toUpperCase())}
          maxLength={15}
        />
        <TextInput
          label={t('subscriptions.actions.extras')}
          value={extras}
          onChange={(e) => setExtras(e.currentTarget.value)}
          maxLength={500}
        />
        <Submit busy={busy} label={t('subscriptions.actions.save')} />
      </Stack>
    </form>
  );
}

/** PUT /subscription/{id} with the add-ons. */
export function AddonsForm({ subscription, onDone }: FormProps) {
  const { t } = useTranslation();
  const { data: plans } = usePlansQuery(null);
  const plan = plans?.find((p) => p.id === subscription.plan_id);
  const [counts, setCounts] = useState<AddonCounts>(
    Object.fromEntries(subscription.addons.map((a) => [a.addon_id, a.count])),
  );
  const [update] = useUpdateSubscriptionMutation();
  const { run, busy } = useConfirmedAction();
  const duration =
    plan?.variants.find((v) => v.id === subscription.variant_id)?.revenue_duration ?? 30;
  const submit = async () => {
    const addons = Object.entries(counts).map(([id, count]) => ({ addon_id: Number(id), count }));
    if (
      await run(
        {
          title: t('subscriptions.actions.addons'),
          message: t('subscriptions.actions.confirmAddons', { id: subscription.id }),
        },
        () => update({ id: subscription.id, body: { addons } }).unwrap(),
      )
    )
      onDone();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <AddonPicker
          addons={plan?.addons ?? []}
          purchased={[]}
          revenueDuration={duration}
          value={counts}
          onChange={setCounts}
        />
        <Submit busy={busy} label={t('subscriptions.actions.save')} />
      </Stack>
    </form>
  );
}

/** PUT /subscription/{id} with the freebies. */
export function FreebiesForm({ subscription, onDone }: FormProps) {
  const { t } = useTranslation();
  const [freebies, setFreebies] = useState<Freebies>(subscription.freebies);
  const [update] = useUpdateSubscriptionMutation();
  const { run, busy } = useConfirmedAction();
  const field = (key: keyof Freebies, max: number) => (
    <NumberInput
      label={t(`subscriptions.freebies.${key}`)}
      min={0}
      max={max}
      allowDecimal={false}
      value={freebies[key] ?? 0}
      onChange={(v) => setFreebies({ ...freebies, [key]: typeof v === 'number' ? v : 0 })}
    />
  );
  const submit = async () => {
    if (
      await run(
        {
          title: t('subscriptions.actions.freebies'),
          message: t('subscriptions.actions.confirmFreebies', { id: subscription.id }),
        },
        () => update({ id: subscription.id, body: { freebies } }).unwrap(),
      )
    )
      onDone();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        {field('users', 1000)}
        {field('automation', 1000)}
        {field('talk_time_minutes', 100000)}
        <Submit busy={busy} label={t('subscriptions.actions.save')} />
      </Stack>
    </form>
  );
}

/** POST /subscription/change-number or /assign-number. */
export function NumberForm({
  orgId,
  currentNumber,
  onDone,
}: {
  orgId: number;
  currentNumber: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const product = useProduct();
  const [number, setNumber] = useState('');
  const [paid, setPaid] = useState(false);
  const [setProductNumber] = useSetNumberMutation();
  const { run, busy } = useConfirmedAction();
  // No number yet: this assigns one (POST /subscription/assign-number), and says so.
  const assigning = currentNumber === null;
  const [numberError, setNumberError] = useState<string | null>(null);
  const submit = async () => {
    // Checked here, in words, not by the browser's "Please match the requested format".
    if (!productNumberField.safeParse(number).success) {
      setNumberError(t('subscriptions.actions.numberInvalid', { product: product.name }));
      return;
    }
    setNumberError(null);
    const values = { product: product.name, old: currentNumber ?? '—', number };
    const message = assigning
      ? t('subscriptions.actions.confirmAssign', values)
      : t('subscriptions.actions.confirmNumber', values);
    const title = t(
      assigning ? 'subscriptions.actions.assignNumber' : 'subscriptions.actions.number',
      { product: product.name },
    );
    if (
      await run({ title, message }, () =>
        setProductNumber({ org_id: orgId, old_number: currentNumber, number, paid }).unwrap(),
      )
    )
      onDone();
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        {!assigning && (
          <TextInput
            label={t('subscriptions.actions.currentNumber')}
            value={currentNumber}
            readOnly
          />
        )}
        <TextInput
          label={t('subscriptions.actions.newNumber')}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          required
          error={numberError}
          data-testid="new-number"
        />
        <Checkbox
          label={t('subscriptions.actions.paid')}
          checked={paid}
          onChange={(e) => setPaid(e.currentTarget.checked)}
        />
        <Submit busy={busy} label={t('subscriptions.actions.save')} />
      </Stack>
    </form>
  );
}
