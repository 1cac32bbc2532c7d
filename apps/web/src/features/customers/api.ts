import type {
  categoryListSchema,
  customerFilterListSchema,
  customerPageSchema,
  Customer,
  CustomerUpdate,
} from '@switchboard/contract/customers';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['Customers'] });

type ListArgs = { orgId: number; page: number; pageSize: number; text?: string; tag?: string };

export const customersApi = base.injectEndpoints({
  endpoints: (build) => ({
    orgCustomers: build.query<z.output<typeof customerPageSchema>, ListArgs>({
      query: ({ orgId, page, pageSize, text, tag }) => ({
        url: `/org/${orgId}/customers`,
        params: { page, page_size: pageSize, ...(text ? { text } : {}), ...(tag ? { tag } : {}) },
      }),
      providesTags: ['Customers'],
    }),
    customerFilters: build.query<z.output<typeof customerFilterListSchema>, number>({
      query: (orgId) => ({ url: '/customer/filters', params: { org_id: orgId } }),
      providesTags: ['Customers'],
    }),
    categories: build.query<z.output<typeof categoryListSchema>, void>({
      query: () => '/categories',
    }),
    correctCustomer: build.mutation<Customer, CustomerUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/customers/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Customers'],
    }),
  }),
});

export const {
  useOrgCustomersQuery,
  useCustomerFiltersQuery,
  useCategoriesQuery,
  useCorrectCustomerMutation,
} = customersApi;
