import { formatMessage } from '@switchboard/contract/messages';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render-ui';
import { showErrorDialog } from './error-dialog';
import { RefusalRemedy, remedyOf } from './refusal-remedy';

const noNumber = formatMessage('noProductNumber', { product: 'SF' });

describe('a refusal with a known way out links to it', () => {
  it('knows the spec message of a plan refused for want of a number, whatever the product', () => {
    expect(remedyOf(noNumber)).toEqual({ to: '/voip-numbers', label: 'remedies.addNumbers' });
    expect(remedyOf(formatMessage('noProductNumber', { product: 'Biz Phone' }))?.to).toBe(
      '/voip-numbers',
    );
    expect(remedyOf(formatMessage('needEmail'))).toBeUndefined();
    expect(remedyOf(null)).toBeUndefined();
  });

  it('keeps the words of the refusal and puts the link to Voip Numbers beside them', async () => {
    // The console's dialogs sit inside its router (main.tsx): so here.
    renderUi(<span />, { wrapper: MemoryRouter });
    showErrorDialog({ status: 400, data: { message: noNumber, code: 'VALIDATION_ERROR' } });
    expect(await screen.findByTestId('error-dialog-text')).toHaveTextContent(noNumber);
    const link = screen.getByRole('link', { name: 'Add numbers under Voip Numbers' });
    expect(link).toHaveAttribute('href', '/voip-numbers');
  });

  it('shows nothing beside a refusal without a known remedy', () => {
    renderUi(
      <MemoryRouter>
        <RefusalRemedy message="Please enter email" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('refusal-remedy')).toBeNull();
  });
});
