import { describe, expect, it } from 'vitest';
import { payloadHeadline, shownStatus } from './outbox-columns';

describe('outbox rows', () => {
  it('reads a recorded message as recorded, and a webhook by its delivery state', () => {
    expect(shownStatus({ channel: 'SMS', status: 'PENDING' })).toBe('RECORDED');
    expect(shownStatus({ channel: 'SWITCH', status: 'PENDING' })).toBe('RECORDED');
    expect(shownStatus({ channel: 'WEBHOOK', status: 'PENDING' })).toBe('PENDING');
    expect(shownStatus({ channel: 'WEBHOOK', status: 'FAILED' })).toBe('FAILED');
  });

  it('headlines a message by its template, title, event or switch action', () => {
    expect(payloadHeadline({ template: 'org_invite', first_name: 'Ravi' })).toBe('org_invite');
    expect(payloadHeadline({ title: 'Your KYC is approved', body: 'x' })).toBe(
      'Your KYC is approved',
    );
    expect(payloadHeadline({ event: 'org.onboarded' })).toBe('org.onboarded');
    expect(payloadHeadline({ org_id: 4 })).toBeNull();
  });
});
