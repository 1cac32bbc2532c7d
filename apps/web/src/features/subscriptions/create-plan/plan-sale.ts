import { useForm, type UseFormReturnType } from '@mantine/form';
import { formatDateTime } from '@switchboard/contract/format';
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
import type { OrgContext, Plan } from '@switchboard/contract/subscriptions';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../lib/api/config-api';
import { useCreateSubscriptionMutation } from '../api';
import type { AddonCounts } from './addon-picker';
import { paymentPayload, usePaymentState } from './payment-fields';
import { showBkycFailed } from './prompts';
import { useSubmitFlow } from './use-submit-flow';

/** What staff choose for a sale: the order, plan, variant, add-ons and how it is billed. */
export const emptySale = {
  orderType: 'PURCHASE' as OrderType,
  planId: null as number | null,
  variantId: null as number | null,
  addons: {} as AddonCounts,
  gstin: '',
  startDate: '',
  description: '',
  overrideReason: '',
  applyCredit: false,
};
export type SaleForm = UseFormReturnType<typeof emptySale>;

/** A sale ends a trial and lifts a suspension: said before, and again in the confirmation. */
function conversionOf(org: OrgContext | null, t: TFunction): string | null {
  if (!org || !(org.is_trial || org.status === 'SUSPENDED')) return null;
  const kind =
    org.status === 'SUSPENDED' ? (org.is_trial ? 'suspendedTrial' : 'suspended') : 'trial';
  const converts = t(`subscriptions.converts.${kind}`, { org: org.name });
  const { suspended } = org;
  if (!suspended) return converts;
  // Why it is suspended, as far as its audit trail tells: when, and by whom.
  const since = suspended.at
    ? t('subscriptions.suspendedSince', {
        date: formatDateTime(suspended.at),
        by: suspended.by ?? t('subscriptions.bySystem'),
      })
    : t('subscriptions.suspendedUnknown');
  return `${converts} ${since}`;
}

/**
 * The Create Plan tab's sale: its fields (on @mantine/form), the live price with the team's
 * credit, and the submit through the shared flow (rules, GST warning, email, confirmation).
 */
export function usePlanSale(org: OrgContext | null, plans: Plan[], onDone: () => void) {
  const { t } = useTranslation();
  const product = useProduct();
  const form = useForm({ initialValues: emptySale });
  const sale = form.getValues();
  const [payment, setPayment] = usePaymentState();
  const [create] = useCreateSubscriptionMutation();
  // What a rule's message is about: it is shown while these stay as they were.
  const flow = useSubmitFlow(
    onDone,
    JSON.stringify([
      ...[org?.id, org?.email, org?.product_number],
      ...[sale.orderType, sale.planId, sale.variantId, sale.addons, sale.gstin, sale.startDate],
      payment,
    ]),
  );
  const plan = plans.find((p) => p.id === sale.planId) ?? null;
  const variant = plan?.variants.find((v) => v.id === sale.variantId) ?? null;
  const chosen = Object.entries(sale.addons).map(([id, count]) => ({
    addon_id: Number(id),
    count,
  }));
  const summary = priceSummary(
    variant,
    chosen.map((c) => ({
      ...c,
      gross_amount: plan?.addons.find((a) => a.id === c.addon_id)?.gross_amount ?? 0,
    })),
  );
  const effectiveGstin = org?.gstin ?? sale.gstin;
  // The team's credit (referral rewards), when the seller deducts it from this sale.
  const credit = sale.applyCredit ? Math.min(org?.credit_paise ?? 0, summary.total) : 0;
  const due = summary.total - credit;
  // An amount collected at another price than the one due needs the seller's reason.
  const typedAmount = paymentPayload(payment, due).amount;
  const priceDiffers = variant !== null && typedAmount > 0 && typedAmount !== due;
  const conversion = conversionOf(org, t);

  function submit() {
    const pay = paymentPayload(payment, due);
    if (priceDiffers && sale.overrideReason.trim().length < 3)
      return form.setFieldError('overrideReason', t('subscriptions.priceOverrideNeeded'));
    form.clearFieldError('overrideReason');
    const ruleCtx = {
      plans,
      addons: plan?.addons ?? [],
      productKey: product.key,
      productName: product.name,
    };
    const failure =
      checkCreatePlan(
        { org, plan_id: sale.planId, variant_id: sale.variantId, addons: chosen },
        ruleCtx,
      ) ??
      checkPayment(pay, product.name) ??
      checkGstin(effectiveGstin, product.name);
    const body = {
      org_id: org?.id,
      plan: sale.planId,
      variant: sale.variantId,
      order_type: sale.orderType,
      addons: chosen,
      payment_type: pay.payment_type,
      payment_id: pay.payment_id,
      amount: pay.amount,
      gstin: effectiveGstin || undefined,
      description: sale.description || undefined,
      ...(sale.startDate ? { start_date: sale.startDate } : {}),
      ...(priceDiffers ? { price_override_reason: sale.overrideReason.trim() } : {}),
      ...(sale.applyCredit ? { apply_credit: true } : {}),
    };
    const paidBy = pay.not_collected
      ? 'notCollected'
      : pay.payment_type === 'RAZORPAY'
        ? 'razorpay'
        : 'bankTransfer';
    void flow.submit({
      failure,
      orgId: org?.id ?? null,
      gstin: effectiveGstin,
      needsEmail: org ? needsEmail(org, sale.orderType) : false,
      confirmTitle: t('subscriptions.confirmCreateTitle'),
      confirmText: [
        conversion,
        t('subscriptions.confirmCreate', {
          plan: plan ? `${plan.name} (${variant?.name ?? ''})` : '',
          org: org?.name ?? '',
          amount: formatInr(pay.amount),
          payment: t(`subscriptions.payment.${paidBy}`),
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

  return {
    form,
    plan,
    variant,
    summary,
    due,
    typedAmount,
    priceDiffers,
    conversion,
    // Refused for want of a {product} number: the number can be assigned from here.
    numberMissing: org !== null && checkProductNumber(org, product.name) !== null,
    payment,
    setPayment,
    flow,
    submit,
  };
}
export type PlanSale = ReturnType<typeof usePlanSale>;
