import { Select, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderUi } from '../test/render-ui';
import { Dialog } from './dialog';
import { useContractForm } from './use-contract-form';

const leadBody = z.object({
  name: z.string().trim().min(1),
  phone: z.string().regex(/^\d{10}$/),
});
type Outcome = { data?: { message: string }; error?: unknown };

/** A lead form on the shared dialog: what a feature's dialog is made of. */
function LeadDialog(props: {
  send: (body: z.output<typeof leadBody>) => Promise<Outcome>;
  onClose?: () => void;
  confirm?: boolean;
}) {
  const { form, ...dialog } = useContractForm({
    schema: leadBody,
    initialValues: { name: '', phone: '' },
    send: props.send,
    confirm: props.confirm
      ? (body) => ({ title: 'Add lead?', message: `Add ${body.name}?` })
      : undefined,
    onDone: props.onClose,
  });
  return (
    <Dialog onClose={props.onClose ?? (() => {})} title="New lead" form={dialog} submitLabel="Add">
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Phone" {...form.getInputProps('phone')} />
    </Dialog>
  );
}

const refusal = {
  error: {
    status: 400,
    data: {
      message: 'Invalid body: phone',
      code: 'VALIDATION_ERROR',
      details: [{ field: 'phone', message: 'Already a lead' }],
    },
  },
};

describe('dialog', () => {
  it('starts in the first field, not on the close button', async () => {
    renderUi(<LeadDialog send={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('starts after a picker that would open its list on focus', async () => {
    renderUi(
      <Dialog onClose={() => {}} title="Pay" form={{ submit: () => {} }} submitLabel="Record">
        <Select label="Team" data={['Kaveri', 'Godavari']} searchable />
        <TextInput label="Amount" />
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    expect(screen.queryByRole('option', { name: 'Kaveri' })).not.toBeInTheDocument();
  });

  it('checks the fields with the schema and sends nothing while one is wrong', async () => {
    const send = vi.fn();
    renderUi(<LeadDialog send={send} />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Asha{Enter}');
    expect(await screen.findByText('Is not in the expected format')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the parsed body on Enter and closes', async () => {
    const send = vi.fn(async (_body: unknown) => ({ data: { message: 'Lead added' } }));
    const onClose = vi.fn();
    renderUi(<LeadDialog send={send} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Name'), '  Asha ');
    await userEvent.type(screen.getByLabelText('Phone'), '9876543210{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Asha', phone: '9876543210' });
  });

  it('asks first where the dialog has a confirmation, and sends nothing on Go back', async () => {
    const send = vi.fn(async () => ({ data: { message: 'Lead added' } }));
    renderUi(<LeadDialog send={send} confirm />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Phone'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Add Asha?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByText('Add Asha?')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog and on the field it names", async () => {
    const onClose = vi.fn();
    renderUi(<LeadDialog send={async () => refusal} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Phone'), '9876543210{Enter}');
    expect(await screen.findByTestId('dialog-failure')).toHaveTextContent('phone: Already a lead');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Already a lead');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once while nothing was typed', async () => {
    const onClose = vi.fn();
    renderUi(<LeadDialog send={vi.fn()} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before throwing typed values away, and keeps them on Go back', async () => {
    const onClose = vi.fn();
    renderUi(<LeadDialog send={vi.fn()} onClose={onClose} />);
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
