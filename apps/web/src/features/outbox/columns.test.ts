import { describe, expect, it } from 'vitest';
import { payloadHeadline } from './columns';

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
});
