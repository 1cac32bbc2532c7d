import type { ProductConfig } from '@switchboard/contract/product';
import { useSyncExternalStore } from 'react';

/**
 * Public start-up configuration: the product identity used in title, logo and messages. Read
 * with a plain fetch, not RTK Query: the login page shows it before the store has loaded.
 * Asked once per page load; a failed request is asked again by the next page that reads it.
 */
const defaultProduct: ProductConfig = { key: 'sf', name: 'SF' };
let product: ProductConfig | null = null;
/** Whether staff may sign in with the company's OpenID provider (GET /config `sso`). */
let sso = false;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

const isProduct = (value: unknown): value is ProductConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProductConfig).key === 'string' &&
  typeof (value as ProductConfig).name === 'string';

function loadConfig(): void {
  // An absolute address: Node's fetch (used under test) refuses relative ones.
  request ??= fetch(`${globalThis.location?.origin ?? ''}/api/config`, { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { data?: { product?: unknown; sso?: unknown } } | null) => {
      if (!isProduct(body?.data?.product)) throw new Error('no product in /config');
      product = body.data.product;
      sso = body.data.sso === true;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      request = null;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadConfig();
  return () => listeners.delete(listener);
}

/** Until the configuration arrives (or if it cannot), the defaults of the server apply. */
export function useProduct(): ProductConfig {
  return useSyncExternalStore(subscribe, () => product ?? defaultProduct);
}

/** True once the configuration says single sign-on is on. */
export function useSsoEnabled(): boolean {
  return useSyncExternalStore(subscribe, () => sso);
}
