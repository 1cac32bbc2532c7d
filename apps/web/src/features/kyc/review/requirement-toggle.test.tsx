import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { RequirementToggle, type RequirementToggleProps } from './requirement-toggle';

function renderToggle(toggle: RequirementToggleProps['toggle']) {
  renderUi(
    <>
      <Notifications />
      <RequirementToggle
        title="FUP required"
        required={false}
        locked={false}
        confirmTitle="FUP agreement requirement"
        confirmMessage={(required) =>
          required ? 'Require the FUP agreement for Kaveri Textiles?' : 'Stop?'
        }
        done="FUP requirement updated"
        toggle={toggle}
        testId="fup-toggle"
      />
    </>,
  );
}

describe('RequirementToggle', () => {
  it('needs a comment and a confirmation naming the org before it sends anything', async () => {
    const toggle = vi.fn(
      async (_required: boolean, _comment: string): Promise<{ error?: unknown }> => ({}),
    );
    renderToggle(toggle);
    expect(screen.getByTestId('fup-toggle')).toBeDisabled();
    expect(screen.getByTestId('fup-toggle-state')).toHaveTextContent('idle');
    await userEvent.type(screen.getByTestId('fup-toggle-comment'), 'Enterprise contract');
    await userEvent.click(screen.getByTestId('fup-toggle'));
    expect(
      await screen.findByText('Require the FUP agreement for Kaveri Textiles?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(toggle).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('fup-toggle'));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(toggle).toHaveBeenCalledWith(true, 'Enterprise contract');
    expect(await screen.findByText('FUP requirement updated')).toBeInTheDocument();
    expect(screen.getByTestId('fup-toggle-state')).toHaveTextContent('success');
    expect(screen.getByTestId('fup-toggle-comment')).toHaveValue('');
  });

  it("shows 'Failed' with the serialized error when the change is refused", async () => {
    const error = {
      status: 409,
      data: { message: 'FUP agreement is already required for this org', code: 'CONFLICT' },
    };
    renderToggle(async () => ({ error }));
    await userEvent.type(screen.getByTestId('fup-toggle-comment'), 'why');
    await userEvent.click(screen.getByTestId('fup-toggle'));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(
      screen.getByText(/FUP agreement is already required for this org .*"status":409/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('fup-toggle-state')).toHaveTextContent('failed');
  });
});
