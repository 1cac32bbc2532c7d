import { expect } from 'vitest';
import type { useTestApp } from '../../test/app';

/** What the chart tests ask the server, as the SU, with the answer typed as the contract says. */
export function chartRequests(app: ReturnType<typeof useTestApp>) {
  // The response schema checked the answer on the way out.
  const get = async <T = Record<string, never>>(url: string): Promise<T> => {
    const response = await app.su.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  return {
    at: (iso: string) => new Date(iso),
    get,
    listTotal: async (url: string) => (await get<{ total_items: number }>(url)).total_items,
  };
}
