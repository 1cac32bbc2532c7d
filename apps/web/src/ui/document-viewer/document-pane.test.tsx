import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { DocumentPane } from './document-pane';

describe('DocumentPane', () => {
  it('zooms and rotates an image with buttons and keys, and resets', () => {
    renderUi(
      <DocumentPane
        doc={{ label: 'PAN Card · front', url: '/doc.png', contentType: 'image/png' }}
      />,
    );
    const image = screen.getByTestId('document-image');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('zoom-level').textContent).toBe('125%');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(image.getAttribute('data-rotation')).toBe('90');
    const pane = screen.getByTestId('document-pane');
    fireEvent.keyDown(pane, { key: '+' });
    expect(image.getAttribute('data-zoom')).toBe('1.5');
    fireEvent.keyDown(pane, { key: '0' });
    expect(image.getAttribute('data-zoom')).toBe('1');
    expect(image.getAttribute('data-rotation')).toBe('0');
  });

  it('shows a PDF inline without image controls', () => {
    renderUi(
      <DocumentPane
        doc={{ label: 'Udyam certificate', url: '/doc.pdf', contentType: 'application/pdf' }}
      />,
    );
    expect(screen.getByTestId('document-pdf').getAttribute('src')).toBe('/doc.pdf');
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });
});
