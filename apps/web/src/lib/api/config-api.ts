import { productConfigSchema, type ProductConfig } from '@switchboard/contract/product';
import { z } from 'zod';
import { api } from './api';

const configSchema = z.object({ product: productConfigSchema });

/** Public start-up configuration: the product identity used in title, logo and messages. */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<z.infer<typeof configSchema>, void>({
      query: () => '/config',
      transformResponse: (data: unknown) => configSchema.parse(data),
      providesTags: ['Config'],
    }),
  }),
});

/** Until the configuration arrives (or if it cannot), the defaults of the server apply. */
const defaultProduct: ProductConfig = { key: 'sf', name: 'SF' };

export function useProduct(): ProductConfig {
  const { data } = configApi.useGetConfigQuery();
  return data?.product ?? defaultProduct;
}
