import { describe, expect, it } from 'vitest';
import { durationChoices, durationParams, matchesDuration } from './call-duration';

describe('duration choices', () => {
  const expected: Record<number, string> = {
    0: 'EQUAL_0',
    1: '1_TO_30',
    30: '1_TO_30',
    31: '30_TO_60',
    60: '30_TO_60',
    61: '60_AND_ABOVE',
  };
  it.each(Object.entries(expected))(
    'a %s s call falls in %s and no other bucket',
    (seconds, bucket) => {
      const hits = durationChoices.filter((c) =>
        matchesDuration(Number(seconds), durationParams(c)),
      );
      expect(hits).toEqual([bucket]);
    },
  );
  it('sends nothing without a choice', () => {
    expect(durationParams(undefined)).toEqual({});
  });
});
