import { describe, expect, it } from 'vitest';
import { payloadHeadline, payloadSummary } from './columns';

describe('outbox rows', () => {
  it('headlines a message by its subject, title, event, switch action or template', () => {
    expect(payloadHeadline({ template: 'org_invite', text: 'Hi Ravi' })).toBe('Hi Ravi');
    expect(payloadHeadline({ subject: 'Reminder: call back', text: 'x' })).toBe(
      'Reminder: call back',
    );
    expect(payloadHeadline({ title: 'Your KYC is approved', body: 'x' })).toBe(
      'Your KYC is approved',
    );
    expect(payloadHeadline({ event: 'org.onboarded' })).toBe('org.onboarded');
    expect(payloadHeadline({ action: 'refresh-trunk', number: '8047000001' })).toBe(
      'refresh-trunk',
    );
    expect(payloadHeadline({ org_id: 4 })).toBeNull();
  });

  it('words the rest of a message, never as JSON', () => {
    expect(payloadSummary({ subject: 'Reminder', text: 'Call Ravi back' })).toBe('Call Ravi back');
    expect(payloadSummary({ template: 'org_invite', text: 'Hi Ravi' })).toBe(
      'template: org_invite',
    );
    expect(payloadSummary({ action: 'refresh-trunk', number: '8047000001', org_id: 4 })).toBe(
      'number: 8047000001 · org id: 4',
    );
    expect(payloadSummary({ text: 'Hi', vars: { a: 1 } })).not.toMatch(/[{}"]/);
  });
});
