import { Checkbox, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { rupeesToPaise } from '@switchboard/contract/money';
import type { PaymentInput, PaymentType } from '@switchboard/contract/rules/create-plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PaymentState = {
  type: PaymentType;
  paymentId: string;
  /** Rupees as typed (bank transfer). */
  amountRupees: number | string;
  notCollected: boolean;
};

export function usePaymentState() {
  return useState<PaymentState>({
    type: 'RAZORPAY',
    paymentId: '',
    amountRupees: '',
    notCollected: false,
  });
}

/**
 * What goes to the server, in paise. RAZORPAY sends the payment id and the price the modal
 * shows; BANK_TRANSFER the rupees received; 'Payment not collected' no payment id and 0.
 */
export function paymentPayload(
  state: PaymentState,
  pricePaise: number,
): PaymentInput & { payment_id: string | undefined } {
  if (state.notCollected)
    return { payment_type: state.type, payment_id: undefined, amount: 0, not_collected: true };
  const typed = typeof state.amountRupees === 'number' ? state.amountRupees : Number.NaN;
  const amount =
    state.type === 'RAZORPAY'
      ? pricePaise
      : Number.isFinite(typed) && typed > 0
        ? rupeesToPaise(typed)
        : 0;
  return {
    payment_type: state.type,
    payment_id: state.paymentId.trim() || undefined,
    amount,
    not_collected: false,
  };
}

/**
 * Another payment type. A bank transfer starts with the total due as the amount received (most
 * transfers are of exactly that), unless an amount was typed or the payment was not collected.
 */
export function withPaymentType(
  state: PaymentState,
  type: PaymentType,
  duePaise: number | undefined,
): PaymentState {
  const prefill =
    type === 'BANK_TRANSFER' && state.amountRupees === '' && !state.notCollected && duePaise;
  return { ...state, type, ...(prefill ? { amountRupees: duePaise / 100 } : {}) };
}

/** Payment type, its reference and amount, and 'Payment not collected'. */
export function PaymentFields({
  state,
  onChange,
  duePaise,
}: {
  state: PaymentState;
  onChange: (next: PaymentState) => void;
  /** The total due, which a bank transfer's amount received starts with. */
  duePaise?: number | undefined;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<PaymentState>) => onChange({ ...state, ...patch });
  return (
    <Stack gap="xs" data-testid="payment-fields">
      <SegmentedControl
        value={state.type}
        onChange={(type) => onChange(withPaymentType(state, type as PaymentType, duePaise))}
        data={[
          { value: 'RAZORPAY', label: t('subscriptions.payment.razorpay') },
          { value: 'BANK_TRANSFER', label: t('subscriptions.payment.bankTransfer') },
        ]}
        aria-label={t('subscriptions.payment.type')}
      />
      <Checkbox
        label={t('subscriptions.payment.notCollected')}
        checked={state.notCollected}
        // Spec section 5: not collected clears the payment id and the amount.
        onChange={(event) =>
          set({ notCollected: event.currentTarget.checked, paymentId: '', amountRupees: '' })
        }
      />
      <TextInput
        label={
          state.type === 'RAZORPAY'
            ? t('subscriptions.payment.razorpayId')
            : t('subscriptions.payment.reference')
        }
        value={state.paymentId}
        onChange={(event) => set({ paymentId: event.currentTarget.value })}
        disabled={state.notCollected}
        required={state.type === 'RAZORPAY' && !state.notCollected}
      />
      {state.type === 'BANK_TRANSFER' && (
        <NumberInput
          label={t('subscriptions.payment.amountRupees')}
          value={state.amountRupees}
          onChange={(value) => set({ amountRupees: value })}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          disabled={state.notCollected}
          required={!state.notCollected}
        />
      )}
    </Stack>
  );
}
