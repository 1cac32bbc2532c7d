import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

/** A route's page: a component, and a way to fetch its code before it is first shown. */
export type LazyPage = ComponentType & {
  /** Fetches the page's code; once it is in, the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A route's page, fetched on first visit. A failure (missing, error, timeout) is thrown to
 * the page error boundary, which offers a reload instead of a blank screen.
 *
 * Once its code is in (`preload`, or an earlier visit), the page renders at once: React.lazy
 * suspends at least once, and React then holds the fallback it committed for 300 ms before it
 * shows the content, which put 150-300 ms into the console's first paint
 * (`npm run bench -- --only lcp`).
 */
export function lazyPage(load: () => Promise<PageModule>, timeoutMs = CHUNK_TIMEOUT_MS): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<PageModule> | null = null;
  const fetchPage = () => {
    loading ??= withTimeout(load(), timeoutMs).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // The next visit (or the reload the boundary offers) asks again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy: LazyExoticComponent<ComponentType> = lazy(fetchPage);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}
