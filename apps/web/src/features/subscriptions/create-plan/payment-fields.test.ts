import { describe, expect, it } from 'vitest';
import { paymentPayload, withPaymentType, type PaymentState } from './payment-fields';

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

describe('amount received of a bank transfer', () => {
  it('starts with the total due, so the sale is not refused as a price change', () => {
    const bank = withPaymentType(state({}), 'BANK_TRANSFER', 455864);
    expect(bank.amountRupees).toBe(4558.64);
    expect(paymentPayload({ ...bank, paymentId: 'UTR1' }, 455864).amount).toBe(455864);
  });
  it('keeps what was typed, and stays empty when the payment was not collected', () => {
    expect(
      withPaymentType(state({ amountRupees: 100 }), 'BANK_TRANSFER', 455864).amountRupees,
    ).toBe(100);
    expect(
      withPaymentType(state({ notCollected: true }), 'BANK_TRANSFER', 455864).amountRupees,
    ).toBe('');
    expect(withPaymentType(state({}), 'RAZORPAY', 455864).amountRupees).toBe('');
  });
});
