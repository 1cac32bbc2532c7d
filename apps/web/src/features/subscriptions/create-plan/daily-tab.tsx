import { Alert, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { formatDate, formatNumber } from '@switchboard/contract/format';
import { startOfIndiaDay } from '@switchboard/contract/india-time';
import { formatInr } from '@switchboard/contract/money';
import { checkGstin, checkPayment } from '@switchboard/contract/rules/create-plan';
import { ruleFailure } from '@switchboard/contract/rules/subscription-messages';
import {
  checkDailyMinutes,
  checkDailyPeriod,
  DAILY_MAX,
  DAILY_MIN,
  dailyEstimatePaise,
  type TopUpType,
} from '@switchboard/contract/rules/top-ups';
import type { OrgContext } from '@switchboard/contract/subscriptions';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../lib/api/config-api';
import { useDailyTopUpMutation } from '../api';
import { paymentPayload, usePaymentState } from './payment-fields';
import { FlowSubmit } from './flow-submit';
import { TopUpFooter } from './top-up-footer';
import { useSubmitFlow } from './use-submit-flow';
import { IndiaDateInput } from '../../../ui/india-dates';

/** Add Daily Pulse Minutes: CHOTA (today, until midnight India time) or RECURRING (dates). */
export function DailyTab({ org, onDone }: { org: OrgContext | null; onDone: () => void }) {
  const { t } = useTranslation();
  const product = useProduct();
  const form = useForm({
    initialValues: {
      type: 'DAILY_TALKTIME_CHOTA_TOP_UP' as TopUpType,
      name: '',
      minutes: '' as number | string,
      startDate: '',
      endDate: '',
      gstin: '',
    },
  });
  const { type, name, minutes, startDate, endDate, gstin } = form.getValues();
  const [payment, setPayment] = usePaymentState();
  const [dailyTopUp] = useDailyTopUpMutation();
  const flow = useSubmitFlow(
    onDone,
    JSON.stringify([org?.id, type, minutes, startDate, endDate, gstin, payment]),
  );

  const checkedMinutes = checkDailyMinutes(
    typeof minutes === 'number' ? minutes : null,
    product.name,
  );
  const period = checkDailyPeriod(
    { type, start_date: startDate, end_date: endDate, now: new Date() },
    product.name,
  );
  const estimate =
    checkedMinutes.ok && period.ok
      ? dailyEstimatePaise(checkedMinutes.value, period.value.days)
      : 0;
  const effectiveGstin = org?.gstin ?? gstin;
  const recurring = type === 'DAILY_TALKTIME_RECURRING_TOP_UP';
  // Dates as India reads them (10 Dec 2026), whatever format the browser's date picker uses.
  const detail =
    checkedMinutes.ok && period.ok
      ? t('subscriptions.dailyFormula', {
          minutes: formatNumber(checkedMinutes.value),
          days: period.value.days,
          from: formatDate(startOfIndiaDay(period.value.start_date)),
          to: formatDate(startOfIndiaDay(period.value.end_date)),
        })
      : null;

  function onSubmit() {
    const pay = paymentPayload(payment, estimate);
    const failure =
      (!org ? ruleFailure('selectTeam', product.name) : null) ??
      (checkedMinutes.ok ? null : checkedMinutes) ??
      (period.ok ? null : period) ??
      checkPayment(pay, product.name) ??
      checkGstin(effectiveGstin, product.name);
    const value = checkedMinutes.ok ? checkedMinutes.value : 0;
    const body = {
      org_id: org?.id ?? 0,
      talk_time_minutes: value,
      payment_type: pay.payment_type,
      payment_id: pay.payment_id,
      amount: pay.amount,
      gstin: effectiveGstin || undefined,
      ...(recurring ? { start_date: startDate, end_date: endDate } : {}),
      metadata: { type, ...(name.trim() ? { name: name.trim() } : {}) },
    };
    void flow.submit({
      failure,
      orgId: org?.id ?? null,
      gstin: effectiveGstin,
      needsEmail: false,
      confirmTitle: t('subscriptions.confirmTopUpTitle'),
      confirmText: t('subscriptions.confirmDaily', {
        minutes: formatNumber(value),
        days: period.ok ? period.value.days : 0,
        org: org?.name ?? '',
        amount: formatInr(pay.amount),
      }),
      request: body,
      send: (key) => dailyTopUp({ key, body }).unwrap(),
    });
  }

  return (
    <Stack gap="sm" maw={520}>
      <SegmentedControl
        {...form.getInputProps('type')}
        data={[
          { value: 'DAILY_TALKTIME_CHOTA_TOP_UP', label: t('subscriptions.chota') },
          { value: 'DAILY_TALKTIME_RECURRING_TOP_UP', label: t('subscriptions.recurring') },
        ]}
        aria-label={t('subscriptions.topUpType')}
      />
      <TextInput
        label={t('subscriptions.topUpName')}
        {...form.getInputProps('name')}
        maxLength={100}
      />
      <NumberInput
        label={t('subscriptions.dailyMinutes')}
        description={t('subscriptions.dailyHint')}
        {...form.getInputProps('minutes')}
        min={DAILY_MIN}
        max={DAILY_MAX}
        clampBehavior="none"
        data-testid="daily-minutes"
      />
      {recurring ? (
        <>
          <IndiaDateInput
            label={t('subscriptions.startDate')}
            {...form.getInputProps('startDate')}
            required
            testId="daily-start"
          />
          <IndiaDateInput
            label={t('subscriptions.endDate')}
            {...form.getInputProps('endDate')}
            required
            testId="daily-end"
          />
        </>
      ) : (
        <Alert color="blue" variant="light">
          {t('subscriptions.chotaHint')}
        </Alert>
      )}
      <TopUpFooter
        estimate={estimate}
        detail={detail}
        org={org}
        gstin={gstin}
        onGstin={(next) => form.setFieldValue('gstin', next)}
        payment={payment}
        onPayment={setPayment}
      />
      <FlowSubmit
        flow={flow}
        onSubmit={onSubmit}
        label={t('subscriptions.addDaily')}
        testId="submit-daily"
      />
    </Stack>
  );
}
