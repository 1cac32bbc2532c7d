import { XSRF_COOKIE } from '@switchboard/contract/session';

/** The server's readable CSRF cookie; echoed back in a header on every state change. */
export function readXsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isStateChange = (method: string | undefined): boolean =>
  !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
