import type { Delivery } from './types';

/** A provider answer kept on the attempt: short, and one line. */
export const clip = (text: string, max = 500) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** `Retry-After` in seconds or as a date; unset or unreadable: null. */
export function retryAfterMs(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export type ProviderAnswer = { status: number; body: unknown; text: string; headers: Headers };

/**
 * One HTTP call to a provider, classified the same way for every adapter: a network error or
 * timeout and 5xx are retried, 429 backs off (Retry-After), 401/403 and other 4xx fail with
 * the provider's reason. A 2xx is handed to `onOk`, which reads the provider's id (and may
 * still refuse, for providers that answer errors with 200).
 */
export async function callProvider(
  url: string,
  init: RequestInit & { timeoutMs: number },
  options: {
    onOk: (answer: ProviderAnswer) => Delivery;
    reasonOf: (answer: ProviderAnswer) => string | null;
  },
): Promise<Delivery> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const reason =
      name === 'TimeoutError'
        ? `no answer within ${init.timeoutMs} ms`
        : error instanceof Error
          ? clip(String((error.cause as Error | undefined)?.message ?? error.message))
          : 'network error';
    return { status: 'retry', reason };
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const answer: ProviderAnswer = { status: response.status, body, text, headers: response.headers };
  if (response.ok) return options.onOk(answer);
  const reason = clip(options.reasonOf(answer) ?? (text || response.statusText));
  const httpStatus = response.status;
  if (httpStatus === 429) {
    return {
      status: 'retry',
      rateLimited: true,
      reason: `rate limited: ${reason}`,
      httpStatus,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')) ?? 60_000,
    };
  }
  if (httpStatus >= 500)
    return { status: 'retry', reason: `HTTP ${httpStatus}: ${reason}`, httpStatus };
  if (httpStatus === 401 || httpStatus === 403)
    return {
      status: 'failed',
      reason: `authentication failed (HTTP ${httpStatus}): ${reason}`,
      httpStatus,
    };
  return { status: 'failed', reason: `HTTP ${httpStatus}: ${reason}`, httpStatus };
}
