import type { Campaign } from '@switchboard/contract/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, userWith } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./campaigns-page'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const draft: Campaign = {
  id: 5,
  name: 'Diwali offer',
  channel: 'SMS',
  status: 'DRAFT',
  audience: { kyc_status: 'REJECTED' },
  dlt_template_id: '1207161234567890123',
  sender_id: 'SWBORD',
  subject: null,
  text: 'Hi {first_name}',
  whatsapp_account_id: null,
  whatsapp_template_id: null,
  whatsapp_variables: [],
  link_url: null,
  promotional: true,
  send_rate_per_minute: 60,
  awaiting_approval: false,
  approved_at: null,
  scheduled_at: null,
  started_at: null,
  completed_at: null,
  created_at: '2026-11-20T06:30:00.000Z',
  counts: { total: 0, QUEUED: 0, SENT: 0, DELIVERED: 0, CLICKED: 0, FAILED: 0 },
};

/** The campaign page over a fake server whose campaign changes as it is scheduled and back. */
function showCampaign() {
  let campaign = draft;
  const bodies: Record<string, unknown> = {};
  const act = (path: string, change: Partial<Campaign>, message: string) => async (r: Request) => {
    bodies[path] = await r.json().catch(() => null);
    campaign = { ...campaign, ...change };
    return json(200, { data: { message, campaign } });
  };
  fakeApi({
    'GET /admin/campaigns/5': () => json(200, { data: campaign }),
    'GET /admin/campaigns/audience-preview': () =>
      json(200, { data: { count: 1, without_consent: 0, sample: [] } }),
    'POST /admin/campaigns/5/schedule': act(
      'schedule',
      { status: 'SCHEDULED', scheduled_at: '2030-01-15T04:00:00.000Z' },
      'Campaign scheduled: it starts sending at its time',
    ),
    'POST /admin/campaigns/5/unschedule': act(
      'unschedule',
      { status: 'DRAFT', scheduled_at: null },
      'Campaign unscheduled: it is a draft again',
    ),
  });
  renderApp('/campaigns/5', { user: userWith('SU') });
  return bodies;
}

describe('a saved campaign draft', { timeout: 60_000 }, () => {
  it('shows its audience filter and the count the editor showed, not 0', async () => {
    showCampaign();
    const audience = await screen.findByTestId('campaign-audience', {}, { timeout: 20_000 });
    expect(within(audience).getByTestId('campaign-audience-kyc_status')).toHaveTextContent(
      'KYC: Rejected',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('campaign-audience-count')).toHaveTextContent('1 person matches'),
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('campaign-count-total')).toHaveTextContent('1');
  });

  it('is scheduled for a day and an India time, and unscheduled back to a draft', async () => {
    const bodies = showCampaign();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('campaign-schedule', {}, { timeout: 20_000 }));
    const dialog = await screen.findByTestId('campaign-schedule-dialog');
    expect(dialog).toHaveTextContent('India time, UTC+05:30');
    // Without a time it is not sent.
    await user.click(screen.getByTestId('campaign-schedule-confirm'));
    expect(await within(dialog).findByText('Choose a day and a time')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('campaign-send-date'), '15/01/2030');
    await user.type(within(dialog).getByTestId('campaign-send-time'), '09:30');
    await user.click(screen.getByTestId('campaign-schedule-confirm'));
    await waitFor(() => expect(bodies.schedule).toEqual({ at: '2030-01-15T09:30:00+05:30' }));

    await user.click(await screen.findByTestId('campaign-unschedule'));
    await waitFor(() => expect(bodies.unschedule).toBeDefined());
    expect(await screen.findByTestId('campaign-schedule')).toBeInTheDocument();
  });
});

describe('a campaign page left open', { timeout: 60_000 }, () => {
  it('looks again less often while nothing changes', async () => {
    let reads = 0;
    fakeApi({
      'GET /admin/campaigns/5': () => {
        reads += 1;
        return json(200, { data: draft });
      },
      'GET /admin/campaigns/audience-preview': () =>
        json(200, { data: { count: 1, without_consent: 0, sample: [] } }),
    });
    renderApp('/campaigns/5', { user: userWith('SU') });
    await screen.findByTestId('campaign-audience', {}, { timeout: 20_000 });
    const first = reads;
    // Every 3 s would read it at 3 and 6 s; the same answer at 3 s doubles the wait to 6 s, so
    // the next read is not before 9 s.
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    expect(reads - first).toBe(1);
  });
});
