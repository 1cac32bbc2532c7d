import { NumberInput, Stack } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import { checkGstin, checkPayment } from '@switchboard/contract/rules/create-plan';
import { ruleFailure } from '@switchboard/contract/rules/subscription-messages';
import {
  checkPulseMinutes,
  DEFAULT_TALKTIME_MINUTES,
  PULSE_MAX,
  PULSE_MIN,
  PULSE_STEP,
  pulseEstimatePaise,
} from '@switchboard/contract/rules/top-ups';
import type { OrgContext } from '@switchboard/contract/subscriptions';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../lib/api/config-api';
import { useTopUpMutation } from '../api';
import { FlowSubmit } from './flow-submit';
import { TopUpFooter } from './top-up-footer';
import { paymentPayload, usePaymentState } from './payment-fields';
import { useSubmitFlow } from './use-submit-flow';

/** Add Pulse: 500 to 10000 minutes in steps of 500, priced at 0.708 rupees a minute. */
export function PulseTab({ org, onDone }: { org: OrgContext | null; onDone: () => void }) {
  const { t } = useTranslation();
  const product = useProduct();
  const form = useForm({
    initialValues: { minutes: DEFAULT_TALKTIME_MINUTES as number | string, gstin: '' },
  });
  const { minutes, gstin } = form.getValues();
  const [payment, setPayment] = usePaymentState();
  const [topUp] = useTopUpMutation();
  const flow = useSubmitFlow(onDone, JSON.stringify([org?.id, minutes, gstin, payment]));
  const checked = checkPulseMinutes(typeof minutes === 'number' ? minutes : null, product.name);
  const estimate = checked.ok ? pulseEstimatePaise(checked.value) : 0;
  const effectiveGstin = org?.gstin ?? gstin;

  // Typed values are rounded up to the next 500 when the field is left (spec section 5).
  const roundUp = () => {
    if (checked.ok && checked.value !== minutes) form.setFieldValue('minutes', checked.value);
  };

  function onSubmit() {
    const pay = paymentPayload(payment, estimate);
    const failure =
      (!org ? ruleFailure('selectTeam', product.name) : null) ??
      (checked.ok ? null : checked) ??
      checkPayment(pay, product.name) ??
      checkGstin(effectiveGstin, product.name);
    const value = checked.ok ? checked.value : 0;
    const body = {
      org_id: org?.id ?? 0,
      talk_time_minutes: value,
      payment_type: pay.payment_type,
      payment_id: pay.payment_id,
      amount: pay.amount,
      gstin: effectiveGstin || undefined,
    };
    void flow.submit({
      failure,
      orgId: org?.id ?? null,
      gstin: effectiveGstin,
      needsEmail: false,
      confirmTitle: t('subscriptions.confirmTopUpTitle'),
      confirmText: t('subscriptions.confirmPulse', {
        minutes: formatNumber(value),
        org: org?.name ?? '',
        amount: formatInr(pay.amount),
      }),
      request: body,
      send: (key) => topUp({ key, body }).unwrap(),
    });
  }

  return (
    <Stack gap="sm" maw={520}>
      <NumberInput
        label={t('subscriptions.pulseMinutes')}
        description={t('subscriptions.pulseHint')}
        {...form.getInputProps('minutes')}
        onBlur={roundUp}
        min={PULSE_MIN}
        max={PULSE_MAX}
        step={PULSE_STEP}
        allowDecimal={false}
        clampBehavior="none"
        data-testid="pulse-minutes"
      />
      <TopUpFooter
        estimate={estimate}
        detail={
          checked.ok
            ? t('subscriptions.pulseFormula', { minutes: formatNumber(checked.value) })
            : null
        }
        org={org}
        gstin={gstin}
        onGstin={(next) => form.setFieldValue('gstin', next)}
        payment={payment}
        onPayment={setPayment}
      />
      <FlowSubmit
        flow={flow}
        onSubmit={onSubmit}
        label={t('subscriptions.addPulse')}
        testId="submit-pulse"
      />
    </Stack>
  );
}
