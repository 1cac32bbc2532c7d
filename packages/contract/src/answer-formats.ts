import { z } from 'zod';

/**
 * An instant as the API answers it: ISO 8601 with its offset (`2026-11-27T10:00:00.000Z`),
 * declared as `date-time` in the API document. Every `*_at` field of an answer is one. Only
 * described, not re-checked on the way out: the API tests check every answer's values against
 * the format.
 */
export const instant = z.string().meta({ format: 'date-time' });

/**
 * Text the server answers from a known set (a status): declared as that enum in the API
 * document, so clients get the values; like `instant`, checked by the API tests, not on the way
 * out, so a value added to the database later never turns a read into a 500.
 */
export const oneOf = (values: readonly string[]) => z.string().meta({ enum: [...values] });
