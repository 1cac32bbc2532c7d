import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/tokens';

/** HMAC-SHA256 over the parts of a signed URL, joined by newlines: base64url. */
export function sign(secret: string, parts: (string | number)[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
}

export function verify(secret: string, parts: (string | number)[], signature: string): boolean {
  return safeEqual(sign(secret, parts), signature);
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
