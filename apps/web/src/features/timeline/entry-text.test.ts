import type { TimelineEntry } from '@switchboard/contract/timeline';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { entryTitle, fieldName, inlineDetails, shownValue } from './entry-text';

const t = i18n.getFixedT('en') as TFunction;
const entry = (values: Partial<TimelineEntry>): TimelineEntry => ({
  kind: 'audit',
  id: 1,
  at: '2025-06-01T04:30:00.000Z',
  action: 'org.update',
  actor: null,
  summary: null,
  amount: null,
  changes: [],
  details: {},
  link: null,
  ...values,
});

describe('entryTitle', () => {
  it('names audit and KYC entries as the Activity panel does, unknown actions as words', () => {
    expect(entryTitle(entry({ action: 'org.update' }), t)).toBe('Team updated');
    expect(entryTitle(entry({ kind: 'kyc', action: 'kyc.approve' }), t)).toBe('KYC approved');
    expect(entryTitle(entry({ action: 'widget.spin-up' }), t)).toBe('Widget spin up');
  });

  it("names other kinds by their record's type, or by their kind", () => {
    expect(entryTitle(entry({ kind: 'sale', action: 'RENEW' }), t)).toBe('Plan renewed');
    expect(entryTitle(entry({ kind: 'sale', action: 'CRM_TRIAL' }), t)).toBe('Plan added');
    expect(entryTitle(entry({ kind: 'message', action: 'SMS' }), t)).toBe('SMS sent');
    expect(entryTitle(entry({ kind: 'login', action: 'login' }), t)).toBe('Signed in to the app');
  });
});

describe('values', () => {
  it('shows nothing, yes/no, rupees for amounts, India time for instants', () => {
    expect(shownValue('gstin', null, t)).toBe('(none)');
    expect(shownValue('call_recording', false, t)).toBe('no');
    expect(shownValue('refunded_amount', 1_800_000, t)).toBe('₹18,000.00');
    expect(shownValue('max_call_minutes', 1500, t)).toBe('1500');
    expect(shownValue('valid_till', '2025-06-01T20:00:00.000Z', t)).toBe('02 Jun 2025, 01:30 am');
    expect(shownValue('vars', { a: 1 }, t)).toBe('{"a":1}');
  });

  it("names fields as the team page does, else the timeline's words, else the field as words", () => {
    expect(fieldName('working_time', t)).toBe('working hours');
    expect(fieldName('payment_ref', t)).toBe('reference');
    expect(fieldName('product_number', t)).toBe('product number');
  });

  it("puts a kind's chosen details beside the headline, skipping empty ones", () => {
    const payment = entry({
      kind: 'payment',
      details: { payment_ref: 'UTR1', refunded_amount: 0, status: 'CAPTURED' },
    });
    expect(inlineDetails(payment, t)).toEqual(['reference: UTR1']);
    const message = entry({
      kind: 'message',
      details: { recipient: '9811122233', status: 'SENT' },
    });
    expect(inlineDetails(message, t)).toEqual(['to: 9811122233', 'status: sent']);
  });
});
