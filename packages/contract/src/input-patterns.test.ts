import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optOutBody } from './campaigns';
import { codeInput, prefixInput } from './invite-codes';
import { addVoipNumberBody } from './numbers';
import { indianMobileSchema } from './rules/phone';
import { targetUrl } from './short-urls';
import { sendWhatsappMessageBody } from './whatsapp';

/** The pattern the API document shows for a field, as the request's JSON schema has it. */
const patternOf = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    pattern?: string;
    example?: string;
  };
  expect(json.pattern, 'the document shows the rule as a pattern').toBeTypeOf('string');
  const pattern = new RegExp(json.pattern!, 'u');
  // Its example, as typed, is taken by both.
  expect(json.example).toBeTypeOf('string');
  expect([pattern.test(json.example!), schema.safeParse(json.example).success]).toEqual([
    true,
    true,
  ]);
  return pattern;
};

const phones = [
  '9876543210',
  '+91 98765 43210',
  '+91-98765-43210',
  '919876543210',
  '09876543210',
  '(+91) 98765 43210',
  ' 9876543210 ',
  '98765 43210',
  '5876543210',
  '+9876543210',
  '+91 5876543210',
  '91987654321',
  '98765432100',
  '0091 9876543210',
  '98765',
  'phone',
  '',
];

/**
 * Each field the server normalises before its check (a phone with +91 and spaces, a code in
 * lower case) shows the raw text it takes as a pattern: exactly what the server takes.
 */
describe('the patterns the API document shows for normalised fields', () => {
  const exact: [string, z.ZodType, string[]][] = [
    ['a phone (indianMobileSchema)', indianMobileSchema, phones],
    ['an opted-out phone', optOutBody.shape.phone, phones],
    ['a WhatsApp recipient', sendWhatsappMessageBody.options[0].shape.to, phones],
    [
      'a VoIP number',
      addVoipNumberBody.shape.number,
      [
        '8045678901',
        '080 4567 8901',
        '+91 80 4567 8901',
        '918045678901',
        '+8045678901',
        '(080) 45678901',
        '80456',
        '123456789012',
        '0123456789012',
      ],
    ],
    [
      'an invite code',
      codeInput,
      ['SUMMER25', 'summer-25', 'SU MM', 'ABCD', 'ABC', 'ABCO', 'abcl', 'A'.repeat(33), ' abcd '],
    ],
    [
      'an invite code prefix',
      prefixInput,
      ['SUM', 'sum', ' SUM ', 'SUMMERSUMMERX', 'O', 'S M', ''],
    ],
  ];
  it.each(exact)(
    '%s: the pattern takes what the server takes, and no more',
    (_, schema, samples) => {
      const pattern = patternOf(schema);
      const verdicts = samples.map((s) => [s, pattern.test(s), schema.safeParse(s).success]);
      expect(verdicts.filter(([, byPattern, byServer]) => byPattern !== byServer)).toEqual([]);
      // Both ways: some samples taken, some refused.
      expect(new Set(verdicts.map(([, , ok]) => ok))).toEqual(new Set([true, false]));
    },
  );

  it('a short link target: every URL the server takes starts as the pattern says', () => {
    const pattern = patternOf(targetUrl);
    for (const url of ['https://example.in', 'HTTP://x.in/a', ' https://x.in/%73/abc '])
      expect([url, targetUrl.safeParse(url).success, pattern.test(url)]).toEqual([url, true, true]);
    for (const url of ['ftp://x.in', 'javascript:alert(1)', 'example.in'])
      expect([url, pattern.test(url)]).toEqual([url, false]);
  });
});
