import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import { fakeApi, json } from '../../test/fake-api';
import NotesPanel from './notes-panel';

const note = (id: number, text: string) => ({
  id,
  note: `Action: Called, comment: ${text}`,
  org_id: 7,
  user_id: null,
  author: { id: 1, name: 'Asha Rao' },
  created_at: new Date(2026, 0, id).toISOString(),
});

describe('NotesPanel', { timeout: 20_000 }, () => {
  it('pages back to older notes with the next_before the server gave', async () => {
    const asked: string[] = [];
    fakeApi({
      'GET /org/notes/7': (request) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before ?? 'newest');
        return before === '60'
          ? json(200, { data: { rows: [note(59, 'Oldest call')], next_before: null } })
          : json(200, {
              data: { rows: [note(61, 'Newest call'), note(60, 'Second call')], next_before: 60 },
            });
      },
    });
    render(
      <Providers app={createStore()}>
        <NotesPanel target="org" id={7} />
      </Providers>,
    );
    expect(await screen.findByText('Action: Called, comment: Newest call')).toBeInTheDocument();
    expect(screen.queryByText('Action: Called, comment: Oldest call')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('notes-older'));
    expect(await screen.findByText('Action: Called, comment: Oldest call')).toBeInTheDocument();
    expect(screen.getAllByTestId('note-item')).toHaveLength(3);
    // The last page has nothing older: no button.
    expect(screen.queryByTestId('notes-older')).not.toBeInTheDocument();
    expect(asked).toEqual(['newest', '60']);
  });
});
