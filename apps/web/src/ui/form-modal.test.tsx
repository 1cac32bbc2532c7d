import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { FormModal } from './form-modal';

const form = (onClose: () => void) => (
  <FormModal opened onClose={onClose} title="New lead" onSubmit={() => undefined} submitLabel="Add">
    <TextInput label="Name" />
  </FormModal>
);

describe('form modal', () => {
  it('closes at once while nothing was typed', async () => {
    const onClose = vi.fn();
    renderUi(form(onClose));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before throwing typed values away, and keeps them on Go back', async () => {
    const onClose = vi.fn();
    renderUi(form(onClose));
    await userEvent.type(await screen.findByLabelText('Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
