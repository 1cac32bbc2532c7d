import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { formatInr } from '@switchboard/contract/money';
import { priceSummary } from '@switchboard/contract/rules/addon-pricing';
import {
  checkCreatePlan,
  checkGstin,
  checkPayment,
  checkProductNumber,
  needsEmail,
  type OrderType,
} from '@switchboard/contract/rules/create-plan';
import { planChoices } from '@switchboard/contract/rules/plans';
import type { OrgContext, Plan } from '@switchboard/contract/subscriptions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../lib/api/config-api';
import { showBkycFailed } from './prompts';
import { useCreateSubscriptionMutation } from '../api';
import { AssignNumberButton } from '../assign-number-button';
import { AddonPicker, type AddonCounts } from './addon-picker';
import { GstField } from './gst-field';
import { PaymentFields, paymentPayload, usePaymentState } from './payment-fields';
import { PriceSummary } from './price-summary';
import { useSubmitFlow } from './use-submit-flow';
import { IndiaDateInput } from '../../../ui/india-dates';
import { variantLabel } from '../../../lib/reference-labels';

type Props = { org: OrgContext | null; plans: Plan[]; onDone: () => void };

/** Mantine's modal header is sticky and 60px high; the summary column sticks just below it. */
const MODAL_HEADER_HEIGHT = 60;

/** The Create Plan tab: plan, variant, add-ons, GST, payment and the live price. */
export function PlanTab({ org, plans, onDone }: Props) {
  const { t } = useTranslation();
  const product = useProduct();
  const [orderType, setOrderType] = useState<OrderType>('PURCHASE');
  const [planId, setPlanId] = useState<number | null>(null);
  const [variantId, setVariantId] = useState<number | null>(null);
  const [addons, setAddons] = useState<AddonCounts>({});
  const [gstin, setGstin] = useState('');
  const [startDate, setStartDate] = useState('');
  const [description, setDescription] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [applyCredit, setApplyCredit] = useState(false);
  const [overrideError, setOverrideError] = useState<string | undefined>(undefined);
  const [payment, setPayment] = usePaymentState();
  const [create] = useCreateSubscriptionMutation();
  const flow = useSubmitFlow(
    onDone,
    JSON.stringify([
      org?.id,
      org?.email,
      org?.product_number,
      orderType,
      planId,
      variantId,
      addons,
      gstin,
      startDate,
      payment,
    ]),
  );
  // Refused for want of a {product} number: the number can be assigned from here.
  // A sale ends a trial and lifts a suspension: said before, and again in the confirmation.
  const conversion =
    org && (org.is_trial || org.status === 'SUSPENDED')
      ? t(
          `subscriptions.converts.${org.status === 'SUSPENDED' ? (org.is_trial ? 'suspendedTrial' : 'suspended') : 'trial'}`,
          { org: org.name },
        )
      : null;
  const numberMissing = org !== null && checkProductNumber(org, product.name) !== null;

  const choices = useMemo(
    () => planChoices(plans, org ?? { is_lite: false }, product.key),
    [plans, org, product.key],
  );
  const plan = plans.find((p) => p.id === planId) ?? null;
  const variant = plan?.variants.find((v) => v.id === variantId) ?? null;
  const chosen = Object.entries(addons).map(([id, count]) => ({ addon_id: Number(id), count }));
  const summary = priceSummary(
    variant,
    chosen.map((c) => ({
      ...c,
      gross_amount: plan?.addons.find((a) => a.id === c.addon_id)?.gross_amount ?? 0,
    })),
  );
  const effectiveGstin = org?.gstin ?? gstin;
  // The team's credit (referral rewards), when the seller deducts it from this sale.
  const credit = applyCredit ? Math.min(org?.credit_paise ?? 0, summary.total) : 0;
  const due = summary.total - credit;
  // An amount collected at another price than the one due needs the seller's reason.
  const typedAmount = paymentPayload(payment, due).amount;
  const priceDiffers = variant !== null && typedAmount > 0 && typedAmount !== due;
  const planOptions = [
    {
      group: t('subscriptions.currentPlans'),
      items: choices
        .filter((p) => p.is_current)
        .map((p) => ({ value: String(p.id), label: `${p.name} (${p.id})` })),
    },
    {
      group: t('subscriptions.legacyPlans'),
      items: choices
        .filter((p) => !p.is_current)
        .map((p) => ({ value: String(p.id), label: `${p.name} (${p.id})` })),
    },
  ].filter((g) => g.items.length > 0);

  function onSubmit() {
    const pay = paymentPayload(payment, due);
    if (priceDiffers && overrideReason.trim().length < 3) {
      setOverrideError(t('subscriptions.priceOverrideNeeded'));
      return;
    }
    setOverrideError(undefined);
    const ruleCtx = {
      plans,
      addons: plan?.addons ?? [],
      productKey: product.key,
      productName: product.name,
    };
    const failure =
      checkCreatePlan({ org, plan_id: planId, variant_id: variantId, addons: chosen }, ruleCtx) ??
      checkPayment(pay, product.name) ??
      checkGstin(effectiveGstin, product.name);
    const body = {
      org_id: org?.id,
      plan: planId,
      variant: variantId,
      order_type: orderType,
      addons: chosen,
      payment_type: pay.payment_type,
      payment_id: pay.payment_id,
      amount: pay.amount,
      gstin: effectiveGstin || undefined,
      description: description || undefined,
      ...(startDate ? { start_date: startDate } : {}),
      ...(priceDiffers ? { price_override_reason: overrideReason.trim() } : {}),
      ...(applyCredit ? { apply_credit: true } : {}),
    };
    void flow.submit({
      failure,
      orgId: org?.id ?? null,
      gstin: effectiveGstin,
      needsEmail: org ? needsEmail(org, orderType) : false,
      confirmTitle: t('subscriptions.confirmCreateTitle'),
      confirmText: [
        conversion,
        t('subscriptions.confirmCreate', {
          plan: plan ? `${plan.name} (${variant?.name ?? ''})` : '',
          org: org?.name ?? '',
          amount: formatInr(pay.amount),
          payment: pay.not_collected
            ? t('subscriptions.payment.notCollected')
            : t(
                `subscriptions.payment.${pay.payment_type === 'RAZORPAY' ? 'razorpay' : 'bankTransfer'}`,
              ),
        }),
      ]
        .filter(Boolean)
        .join(' '),
      request: body,
      send: (key) => create({ key, body }).unwrap(),
      after: (result) => {
        if ('bkyc' in result && result.bkyc === 'FAILED') showBkycFailed();
      },
    });
  }

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Select
            label={t('subscriptions.orderType')}
            data={['PURCHASE', 'RENEW']}
            value={orderType}
            onChange={(v) => setOrderType((v as OrderType) ?? 'PURCHASE')}
            allowDeselect={false}
            data-testid="order-type"
          />
          <Select
            label={t('subscriptions.plan')}
            placeholder={t('subscriptions.choosePlan')}
            data={planOptions}
            value={planId ? String(planId) : null}
            searchable
            description={plan?.description || undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onChange={(v) => {
              setPlanId(v ? Number(v) : null);
              setVariantId(null);
              setAddons({});
            }}
            data-testid="plan-select"
          />
          <Select
            label={t('subscriptions.variant')}
            placeholder={t('subscriptions.chooseVariant')}
            disabled={!plan}
            value={variantId ? String(variantId) : null}
            data={(plan?.variants ?? []).map((v) => ({
              value: String(v.id),
              label: `${variantLabel(v.name)} · ${formatInr(v.amount)} · ${v.revenue_duration} ${t('subscriptions.days')}`,
            }))}
            onChange={(v) => setVariantId(v ? Number(v) : null)}
            data-testid="variant-select"
          />
          <IndiaDateInput
            label={t('subscriptions.startDate')}
            description={t('subscriptions.startDateHint')}
            value={startDate}
            onChange={setStartDate}
            testId="start-date"
          />
          <Text fw={500} size="sm">
            {t('subscriptions.addons')}
          </Text>
          {plan ? (
            <AddonPicker
              addons={plan.addons}
              purchased={plan.active_addons}
              revenueDuration={variant?.revenue_duration ?? 30}
              value={addons}
              onChange={setAddons}
            />
          ) : (
            <Text c="dimmed" size="sm">
              {t('subscriptions.choosePlanFirst')}
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        {/* Sticks under the modal's header while the add-ons scroll: the price, payment and
            button stay in view (spec: a live price summary, always visible). */}
        <Stack
          gap="sm"
          pos="sticky"
          top={MODAL_HEADER_HEIGHT}
          style={{ zIndex: 1 }}
          data-testid="plan-summary-column"
        >
          <PriceSummary summary={summary} />
          {conversion && (
            <Alert color="yellow" data-testid="sale-converts-org">
              {conversion}
            </Alert>
          )}
          {org?.invite_discount && (
            <Alert color="teal" data-testid="invite-discount">
              {t('subscriptions.inviteDiscount', {
                code: org.invite_discount.code,
                percent: org.invite_discount.percent,
              })}
            </Alert>
          )}
          {org && org.credit_paise > 0 && (
            <Checkbox
              label={t('subscriptions.applyCredit', { amount: formatInr(org.credit_paise) })}
              description={
                applyCredit
                  ? t('subscriptions.applyCreditDue', { amount: formatInr(due) })
                  : undefined
              }
              checked={applyCredit}
              onChange={(e) => setApplyCredit(e.currentTarget.checked)}
              data-testid="apply-credit"
            />
          )}
          <GstField orgGstin={org?.gstin ?? null} value={gstin} onChange={setGstin} />
          <PaymentFields state={payment} onChange={setPayment} />
          {priceDiffers && (
            <TextInput
              label={t('subscriptions.priceOverride')}
              description={t('subscriptions.priceOverrideHint', {
                amount: formatInr(typedAmount),
                catalogue: formatInr(due),
              })}
              value={overrideReason}
              onChange={(e) => setOverrideReason(e.currentTarget.value)}
              error={overrideError}
              maxLength={300}
              required
              data-testid="price-override-reason"
            />
          )}
          <Textarea
            label={t('subscriptions.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            autosize
            minRows={1}
            maxLength={500}
          />
          {flow.error && (
            <Alert color="red" data-testid="rule-error">
              {flow.error}
            </Alert>
          )}
          {flow.error && numberMissing && org && <AssignNumberButton orgId={org.id} />}
          <Button
            onClick={onSubmit}
            loading={flow.sending}
            disabled={flow.busy && !flow.sending}
            data-testid="submit-plan"
          >
            {t('subscriptions.createPlan')}
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
