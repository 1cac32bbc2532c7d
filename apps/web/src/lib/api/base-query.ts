import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { XSRF_HEADER } from '@switchboard/contract/session';
import { userCleared } from '../session/session-slice';
import { isStateChange, readXsrfToken } from '../session/xsrf';

export type ApiError = FetchBaseQueryError;

export interface BaseQueryOptions {
  baseUrl?: string;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
  readToken?: () => string | null;
}

// An absolute base: Node's Request (used under test) rejects relative URLs.
const defaultBaseUrl = () => `${globalThis.location?.origin ?? ''}/api`;

/** Responses are `{ data }`; the envelope never reaches components. */
function unwrap(body: unknown): unknown {
  return body !== null && typeof body === 'object' && 'data' in body ? body.data : body;
}

const isCsrfRefusal = (error: ApiError | undefined): boolean =>
  error?.status === 403 &&
  typeof error.data === 'object' &&
  error.data !== null &&
  (error.data as { code?: unknown }).code === 'CSRF_MISMATCH';

/**
 * fetch with cookies, `{ data }` unwrapped, X-XSRF-TOKEN on state changes, and failures as
 * FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR or `{ status, data }`. A CSRF refusal is retried
 * once with the fresh token it brings. A 401 ends the session,
 * which the route guard turns into a visit to /login.
 */
export function createBaseQuery(
  options: BaseQueryOptions = {},
): BaseQueryFn<string | FetchArgs, unknown, ApiError> {
  const baseUrl = options.baseUrl ?? defaultBaseUrl();
  const fetchFn = options.fetchFn ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const readToken = options.readToken ?? (() => readXsrfToken());
  const raw = fetchBaseQuery({
    baseUrl,
    fetchFn,
    credentials: 'include',
    timeout: options.timeoutMs ?? 30_000,
    prepareHeaders: (headers, { arg }) => {
      const method = typeof arg === 'string' ? 'GET' : arg.method;
      const token = readToken();
      if (isStateChange(method) && token) headers.set(XSRF_HEADER, token);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const method = typeof args === 'string' ? 'GET' : args.method;
    // The server hands out the CSRF cookie on any /api response; fetch one first if missing.
    if (isStateChange(method) && !readToken()) {
      await fetchFn(`${baseUrl}/config`, { credentials: 'include' }).catch(() => undefined);
    }
    let result = await raw(args, api, extraOptions);
    // A token of an earlier session (another tab logged in or out) is refused before the
    // server acts, and the refusal brings a fresh token: send the request once more with it.
    if (isCsrfRefusal(result.error)) result = await raw(args, api, extraOptions);
    if (result.error) {
      if (result.error.status === 401 && api.endpoint !== 'login') api.dispatch(userCleared());
      return { error: result.error, meta: result.meta };
    }
    return { data: unwrap(result.data), meta: result.meta };
  };
}
