import { describe, expect, it } from 'vitest';
import { paymentPayload, type PaymentState } from './payment-fields';

const state = (patch: Partial<PaymentState>): PaymentState => ({
  type: 'RAZORPAY',
  paymentId: '',
  amountRupees: '',
  notCollected: false,
  ...patch,
});

describe('payment payload', () => {
  it('sends the Razorpay id with the price shown, in paise', () => {
    expect(paymentPayload(state({ paymentId: ' pay_1 ' }), 455864)).toEqual({
      payment_type: 'RAZORPAY',
      payment_id: 'pay_1',
      amount: 455864,
      not_collected: false,
    });
  });
  it('sends the bank transfer rupees as paise', () => {
    expect(
      paymentPayload(state({ type: 'BANK_TRANSFER', amountRupees: 4558.64, paymentId: 'UTR1' }), 1)
        .amount,
    ).toBe(455864);
    expect(paymentPayload(state({ type: 'BANK_TRANSFER', amountRupees: '' }), 1).amount).toBe(0);
  });
  it('sends no payment id and amount 0 when the payment was not collected', () => {
    expect(paymentPayload(state({ paymentId: 'pay_1', notCollected: true }), 455864)).toEqual({
      payment_type: 'RAZORPAY',
      payment_id: undefined,
      amount: 0,
      not_collected: true,
    });
  });
});
