import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { findNul, jsonDepthGuard } from './input-guards';

const through = (chunks: string[], maxDepth: number) =>
  text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(jsonDepthGuard(maxDepth)));

describe('jsonDepthGuard', () => {
  it('passes the bytes through unchanged', async () => {
    const body = '{"name":"Ōm Traders ✓","list":[1,[2,{"x":null}]]}';
    expect(await through([body.slice(0, 9), body.slice(9)], 4)).toBe(body);
  });

  it('counts brackets, not brackets in strings, across chunk boundaries', async () => {
    // The escape splits across chunks: `\"` keeps the string open, so `[[[[` is text.
    await expect(through(['{"a":"\\', '"[[[["}'], 1)).resolves.toBe('{"a":"\\"[[[["}');
    await expect(through(['[[', '[]]]'], 2)).rejects.toThrow('nested deeper than 2 levels');
  });
});

describe('findNul', () => {
  it('finds a NUL in a value or a key, however deep, and says where', () => {
    expect(findNul({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '2', 'c']);
    expect(findNul({ a: { 'k\u0000': 1 } })).toEqual(['a', 'k\u0000']);
    expect(findNul('\u0000')).toEqual([]);
    expect(findNul({ a: ['fine', 1, null, true] })).toBeNull();
    expect(findNul(Buffer.from([0, 0, 0]))).toBeNull();
  });
});
