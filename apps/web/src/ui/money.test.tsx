import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render-ui';
import { Money } from './money';

describe('Money', () => {
  it('shows paise as rupees with Indian grouping', () => {
    renderUi(<Money paise={12345600} />);
    expect(screen.getByText('₹1,23,456.00')).toBeInTheDocument();
  });
});
