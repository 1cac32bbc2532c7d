import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { confirmDialog } from './confirm-dialog';
import { showErrorDialog } from './error-dialog';

describe('error dialog', () => {
  it("says 'Oops...' / 'Something went wrong!' without a server message", async () => {
    renderUi(<div />);
    act(() => void showErrorDialog(new Error('boom')));
    expect(await screen.findByText('Oops...')).toBeInTheDocument();
    expect(screen.getByTestId('error-dialog-text')).toHaveTextContent('Something went wrong!');
  });

  it("shows the server's message when there is one", async () => {
    renderUi(<div />);
    act(
      () =>
        void showErrorDialog({
          status: 409,
          data: { message: 'Org already exists', code: 'CONFLICT' },
        }),
    );
    expect(await screen.findByTestId('error-dialog-text')).toHaveTextContent('Org already exists');
  });
});

describe('confirm dialog', () => {
  it('resolves true only when confirmed', async () => {
    renderUi(<div />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ title: 'Refund', message: 'Refund ₹500.00?', danger: true });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it('starts on the confirm button, so Enter confirms (Create this plan?)', async () => {
    renderUi(<div />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ title: 'Create this plan?', message: 'Sell it?', danger: true });
    });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await vi.waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled', async () => {
    renderUi(<div />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmDialog({ title: 'Delete org', message: 'Sure?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await expect(answer).resolves.toBe(false);
  });

  it('with a text to type, confirms only once it is typed', async () => {
    renderUi(<div />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({
        title: 'Delete Coastal Seafoods?',
        message: 'A super user can restore it.',
        danger: true,
        typeToConfirm: 'Coastal Seafoods',
      });
    });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const box = screen.getByLabelText('Type Coastal Seafoods to confirm');
    await userEvent.type(box, 'Coastal');
    expect(confirm).toBeDisabled();
    await userEvent.type(box, ' seafoods{Enter}');
    await expect(answer).resolves.toBe(true);
  });
});
