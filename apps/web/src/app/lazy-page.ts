import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageModule } from './menu';

/** Spec section 9: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Chunk load timed out after ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/**
 * A route's page, fetched on first visit. A failure (missing, error, timeout) is thrown to
 * the page error boundary, which offers a reload instead of a blank screen.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(load(), timeoutMs));
}
