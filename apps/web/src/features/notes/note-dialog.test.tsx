import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import { fakeApi, json } from '../../test/fake-api';
import { NoteDialog } from './note-dialog';

function renderDialog() {
  render(
    <Providers app={createStore()}>
      <NoteDialog target="org" id={7} opened onClose={() => {}} />
    </Providers>,
  );
}

// Mantine modals and the store take a while to mount on a busy machine.
describe('NoteDialog', { timeout: 20_000 }, () => {
  it("sends the note as 'Action: {action}, comment: {comment}'", async () => {
    let sent: unknown = null;
    fakeApi({
      'POST /org/notes': async (request) => {
        sent = await request.json();
        return json(200, {
          data: {
            id: 1,
            note: 'x',
            org_id: 7,
            user_id: null,
            author: null,
            created_at: new Date().toISOString(),
          },
        });
      },
    });
    renderDialog();
    fireEvent.change(await screen.findByTestId('note-comment'), {
      target: { value: 'Shared renewal quote' },
    });
    await userEvent.click(screen.getByTestId('note-save'));
    await waitFor(() =>
      expect(sent).toEqual({ org_id: 7, note: 'Action: Called, comment: Shared renewal quote' }),
    );
  });

  it("keeps the text and shows 'Request failed: {error}' when the save fails", async () => {
    fakeApi({
      'POST /org/notes': () =>
        json(409, { message: 'This org is deleted; restore it first', code: 'CONFLICT' }),
    });
    renderDialog();
    fireEvent.change(await screen.findByTestId('note-comment'), {
      target: { value: 'Called back' },
    });
    await userEvent.click(screen.getByTestId('note-save'));
    expect(
      await screen.findByText('Request failed: This org is deleted; restore it first'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('note-comment')).toHaveValue('Called back');
  });
});
