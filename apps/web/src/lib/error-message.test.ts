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

describe('a refused form', () => {
  it("says which fields and why, in the staff member's words", () => {
    const error = {
      status: 400,
      data: {
        message: 'Invalid body: amount, name',
        code: 'VALIDATION_ERROR',
        details: [
          { field: 'amount', message: 'Must be 1 or more' },
          { field: 'name', message: 'Required' },
        ],
      },
    };
    expect(errorMessage(error)).toBe('amount: Must be 1 or more; name: Required');
  });

  it("keeps a rule's own message word for word", () => {
    const error = {
      status: 400,
      data: {
        message: 'Please add email for the org',
        code: 'VALIDATION_ERROR',
        details: [{ field: 'needEmail', message: 'Please add email for the org' }],
      },
    };
    expect(errorMessage(error)).toBe('Please add email for the org');
  });
});
