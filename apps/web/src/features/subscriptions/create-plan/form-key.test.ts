import { describe, expect, it } from 'vitest';
import { formKeys } from './form-key';

describe('one Idempotency-Key per filled-in form', () => {
  let n = 0;
  const keys = () => formKeys(() => `key-${++n}`);

  it('sends a retry of the same form with the same key', () => {
    const form = keys();
    const first = form.keyFor('{"plan":1022,"amount":349900}');
    expect(form.keyFor('{"plan":1022,"amount":349900}')).toBe(first);
  });
  it('takes a new key when the content changes, and keeps it for retries of the new content', () => {
    const form = keys();
    const first = form.keyFor('{"amount":349900}');
    const changed = form.keyFor('{"amount":349901}');
    expect(changed).not.toBe(first);
    expect(form.keyFor('{"amount":349901}')).toBe(changed);
    // Changing back is a new request too: the first key may already have created something.
    expect(form.keyFor('{"amount":349900}')).not.toBe(first);
  });
  it('starts a new key after a success, even for identical content (a deliberate second sale)', () => {
    const form = keys();
    const first = form.keyFor('{"amount":35400}');
    form.succeeded();
    expect(form.keyFor('{"amount":35400}')).not.toBe(first);
  });
});
