import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIds } from './request-ids';

const asked = (headers: IncomingMessage['headers'] = {}) => ({ headers }) as IncomingMessage;

describe('requestIds', () => {
  it("keeps a caller's plain id and refuses one that could forge a log line", () => {
    const next = requestIds();
    expect(next(asked({ 'x-request-id': 'trace-123_A' }))).toBe('trace-123_A');
    for (const forged of ['a\nb', 'x'.repeat(65), '', 'a b'])
      expect(next(asked({ 'x-request-id': forged }))).not.toBe(forged);
  });

  it('gives ids that never repeat, in one process or across two', () => {
    const first = requestIds();
    const second = requestIds();
    const ids = Array.from({ length: 1000 }, () => [first(asked()), second(asked())]).flat();
    expect(new Set(ids).size).toBe(2000);
    expect(ids[0]).toMatch(/^[\w-]{8}-1$/);
  });
});
