import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textOfMessage } from './validation';
import { installValidationMessages } from './zod-messages';

installValidationMessages();

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('validation messages', () => {
  it("say what is wrong in people's words, never zod's", () => {
    expect(messageOf(z.object({ name: z.string().min(1) }), { name: '' })).toBe('Required');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Required');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Must be at least 3 characters');
    expect(messageOf(z.string().max(120), 'x'.repeat(121))).toBe('Must be at most 120 characters');
    expect(messageOf(z.number().int().max(1_000_000), 99_999_999_999)).toBe(
      'Must be 10,00,000 or less',
    );
    expect(messageOf(z.number().positive(), 0)).toBe('Must be 1 or more');
    expect(messageOf(z.number().int(), 1.5)).toBe('Must be a whole number');
    expect(messageOf(z.number(), 'ten')).toBe('Must be a number');
    expect(messageOf(z.email(), 'nobody')).toBe('Must be an email address');
    expect(messageOf(z.enum(['SMS', 'EMAIL']), 'FAX')).toBe('Must be one of: SMS, EMAIL');
  });

  it('reads a message back into its key and values, for the console to translate', () => {
    expect(textOfMessage('Must be at most 120 characters')).toEqual({
      key: 'maxLength',
      values: { max: '120' },
    });
    expect(textOfMessage('Required')).toEqual({ key: 'required', values: {} });
    expect(textOfMessage('must be an http or https URL')).toBeNull();
  });

  it("leaves a schema's own message as it is", () => {
    expect(messageOf(z.string().regex(/^\d+$/, 'digits only'), 'x')).toBe('digits only');
  });
});
