import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("shows the server's message when there is one", () => {
    expect(errorMessage({ status: 403, data: { message: 'Not allowed', code: 'FORBIDDEN' } })).toBe(
      'Not allowed',
    );
  });

  it("otherwise says 'Something went wrong... ' plus details", () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Something went wrong... FETCH_ERROR: TypeError: Failed to fetch',
    );
    expect(errorMessage({ status: 502, data: '<html>' })).toBe('Something went wrong... 502');
  });
});
