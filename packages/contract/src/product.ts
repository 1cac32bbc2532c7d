import { z } from 'zod';

/** The product identity is configuration (PRODUCT_KEY, PRODUCT_NAME): spec writes `{product}`. */
export const productConfigSchema = z.object({
  key: z.string(),
  name: z.string(),
});
export type ProductConfig = z.infer<typeof productConfigSchema>;
/**
 * GET /config: the public start-up configuration the console reads before login; `sso` when
 * staff may sign in with the company's OpenID provider.
 */
export const publicConfigSchema = z.object({ product: productConfigSchema, sso: z.boolean() });

/** The org field that holds the product number, e.g. `sf_number`. */
export const productNumberField = (key: string) => `${key}_number`;
/** The product that marks a lite plan, e.g. `sf_X`. */
export const liteProduct = (key: string) => `${key}_X`;
