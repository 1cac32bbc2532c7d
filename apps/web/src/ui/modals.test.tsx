import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render-ui';
import { modals } from './modals';

describe('dialogs asked for before their provider is in the page', () => {
  it('wait, and open once it mounts, in order; a close asked for meanwhile closes', async () => {
    const first = modals.open({ title: 'First', children: <p>the first dialog</p> });
    modals.open({ title: 'Second', children: <p>the second dialog</p> });
    modals.close(first);
    expect(screen.queryByText('the second dialog')).not.toBeInTheDocument();

    renderUi(<p>the page</p>);
    expect(await screen.findByText('the second dialog')).toBeInTheDocument();
    expect(screen.queryByText('the first dialog')).not.toBeInTheDocument();
  });
});
