import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import { fakeApi, json } from '../../test/fake-api';
import { AgentSelect } from './agent-select';

/** A team far larger than one page: the server finds members by what was typed. */
const members = Array.from({ length: 5000 }, (_, i) => ({
  id: i + 1,
  name: `Agent ${String(i + 1).padStart(4, '0')}`,
}));

describe('AgentSelect', { timeout: 20_000 }, () => {
  it('searches the whole team on the server as the user types, and picks any member', async () => {
    const asked: string[] = [];
    fakeApi({
      'GET /call-history/org/7/agents': (request) => {
        const text = new URL(request.url).searchParams.get('text') ?? '';
        asked.push(text);
        return json(200, {
          data: {
            rows: members
              .filter((m) => m.name.toLowerCase().includes(text.toLowerCase()))
              .slice(0, 20),
          },
        });
      },
    });
    const onChange = vi.fn();
    render(
      <Providers app={createStore()}>
        <AgentSelect orgId={7} value="" onChange={onChange} />
      </Providers>,
    );
    await userEvent.click(await screen.findByTestId('filter-user_id'));
    expect(
      await screen.findByRole('option', { name: 'Agent 0001', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: 'Agent 4321', hidden: true }),
    ).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('filter-user_id'), '4321');
    await userEvent.click(await screen.findByRole('option', { name: 'Agent 4321', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('4321');
    expect(asked).toContain('4321');
  });

  it("shows a chosen agent's name from the server, asked for by id", async () => {
    fakeApi({
      'GET /call-history/org/7/agents': (request) => {
        const userId = Number(new URL(request.url).searchParams.get('user_id'));
        return json(200, {
          data: { rows: members.filter((m) => m.id === userId || m.id <= 20).slice(0, 21) },
        });
      },
    });
    render(
      <Providers app={createStore()}>
        <AgentSelect orgId={7} value="4999" onChange={() => {}} />
      </Providers>,
    );
    await vi.waitFor(async () =>
      expect(await screen.findByTestId('filter-user_id')).toHaveValue('Agent 4999'),
    );
  });
});
