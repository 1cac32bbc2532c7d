import { Alert, Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { formatInr } from '@switchboard/contract/money';
import type { OrgContext } from '@switchboard/contract/subscriptions';
import { useTranslation } from 'react-i18next';
import { AssignNumberButton } from '../assign-number-button';
import { FlowSubmit } from './flow-submit';
import { GstField } from './gst-field';
import { PaymentFields } from './payment-fields';
import type { PlanSale } from './plan-sale';
import { PriceSummary } from './price-summary';

/** Mantine's modal header is sticky and 60px high; the summary column sticks just below it. */
const MODAL_HEADER_HEIGHT = 60;

/** What a team has on top of the price: the sale converting it, an invite code's discount. */
function OrgNotices({ org, conversion }: { org: OrgContext | null; conversion: string | null }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/**
 * The sale's right column: the live price, the team's credit, GST, payment, a reason for
 * another price, the note and the button. It sticks under the modal's header while the add-ons
 * scroll, so the price, payment and button stay in view (spec: a live price summary, always
 * visible).
 */
export function PlanSummaryColumn({ org, sale }: { org: OrgContext | null; sale: PlanSale }) {
  const { t } = useTranslation();
  const { form, flow, due } = sale;
  const applyCredit = form.getValues().applyCredit;
  return (
    <Stack
      gap="sm"
      pos="sticky"
      top={MODAL_HEADER_HEIGHT}
      style={{ zIndex: 1 }}
      data-testid="plan-summary-column"
    >
      <PriceSummary summary={sale.summary} />
      <OrgNotices org={org} conversion={sale.conversion} />
      {org && org.credit_paise > 0 && (
        <Checkbox
          label={t('subscriptions.applyCredit', { amount: formatInr(org.credit_paise) })}
          description={
            applyCredit ? t('subscriptions.applyCreditDue', { amount: formatInr(due) }) : undefined
          }
          {...form.getInputProps('applyCredit', { type: 'checkbox' })}
          data-testid="apply-credit"
        />
      )}
      <GstField
        orgGstin={org?.gstin ?? null}
        value={form.getValues().gstin}
        onChange={(gstin) => form.setFieldValue('gstin', gstin)}
      />
      <PaymentFields state={sale.payment} onChange={sale.setPayment} duePaise={due} />
      {sale.priceDiffers && (
        <TextInput
          label={t('subscriptions.priceOverride')}
          description={t('subscriptions.priceOverrideHint', {
            amount: formatInr(sale.typedAmount),
            catalogue: formatInr(due),
          })}
          {...form.getInputProps('overrideReason')}
          maxLength={300}
          required
          data-testid="price-override-reason"
        />
      )}
      <Textarea
        label={t('subscriptions.description')}
        {...form.getInputProps('description')}
        autosize
        minRows={1}
        maxLength={500}
      />
      <FlowSubmit
        flow={flow}
        onSubmit={sale.submit}
        label={t('subscriptions.createPlan')}
        testId="submit-plan"
      >
        {flow.error && sale.numberMissing && org && <AssignNumberButton orgId={org.id} />}
      </FlowSubmit>
    </Stack>
  );
}
