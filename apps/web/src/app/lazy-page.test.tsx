import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { ChunkLoadError, lazyPage, withTimeout } from './lazy-page';
import { PageErrorBoundary } from '../ui/page-error-boundary';

describe('lazy pages', () => {
  it('offers a reload when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderUi(
      <PageErrorBoundary>
        <Suspense fallback="loading">
          <Broken />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByTestId('page-load-failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once its code is preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <p>the page</p> }));
    await Page.preload();
    renderUi(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    // No waiting: React.lazy would show the fallback first, and hold it for 300 ms.
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('treats a chunk that never arrives as failed after the timeout', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
});
