import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import { fakeApi, json } from '../../test/fake-api';
import LeadStagesSection from './lead-stages-section';

const stage = (id: number, name: string, position: number, type = 'OPEN') => ({
  id,
  org_id: 7,
  name,
  type,
  position,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

// Mantine and the store take a while to mount on a busy machine.
describe('LeadStagesSection', { timeout: 20_000 }, () => {
  it('lists stages in order and moves one up to the place above it', async () => {
    let moved: unknown = null;
    fakeApi({
      'GET /lead-stage/types': () => json(200, { data: [{ type: 'OPEN', label: 'Open' }] }),
      'GET /admin/lead-stage/org/7': () =>
        json(200, { data: [stage(1, 'New', 1), stage(2, 'Won', 2, 'WON')] }),
      'PUT /admin/lead-stage/2/change-position': async (request) => {
        moved = await request.json();
        return json(200, {
          data: {
            message: 'Lead stage position changed successfully',
            stages: [stage(2, 'Won', 1, 'WON'), stage(1, 'New', 2)],
          },
        });
      },
    });
    render(
      <Providers app={createStore()}>
        <LeadStagesSection orgId={7} />
      </Providers>,
    );
    const rows = await screen.findAllByTestId('lead-stage-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['New', 'Won']);
    expect(screen.getByRole('button', { name: 'Move New up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Won up' }));
    await waitFor(() => expect(moved).toEqual({ position: 1 }));
  });
});
