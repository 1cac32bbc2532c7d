import {
  appCustomersBody,
  appCustomersResultSchema,
  categoryListSchema,
  customerFilterListSchema,
  customerFiltersQuery,
  customerListQuery,
  customerPageSchema,
  customerSchema,
  customerUpdateBody,
} from '@switchboard/contract/customers';
import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import { checkApiKey } from '../../platform/auth/api-key';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import {
  correctCustomer,
  customerFilters,
  customerPage,
  listCategories,
  upsertAppCustomers,
} from './service';

const tags = ['customers'];

/** An org's CRM customers: written by the product's app, read and corrected by staff. */
export async function customersRoutes(app: App): Promise<void> {
  app.put(
    '/api/app/customers',
    {
      schema: {
        tags,
        body: appCustomersBody,
        response: { 200: envelope(appCustomersResultSchema) },
      },
      config: { public: true, csrf: false, apiKey: 'APP_API_KEY' },
      bodyLimit: 2 * 1024 * 1024,
      onRequest: async (request) => checkApiKey(request, app.config.appApiKey, 'APP_API_KEY'),
    },
    async (request) => ({
      data: await upsertAppCustomers(app.db, request.body.org_id, request.body.customers),
    }),
  );

  app.get(
    '/api/org/:id/customers',
    {
      schema: {
        tags,
        params: idParam,
        querystring: customerListQuery,
        response: { 200: envelope(customerPageSchema) },
      },
      config: { access: ['read', 'Org'] },
    },
    async (request) => ({ data: await customerPage(app.db, request.params.id, request.query) }),
  );

  app.put(
    '/api/customers/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: customerUpdateBody,
        response: { 200: envelope(customerSchema) },
      },
      config: { access: ['update', 'Org'] },
    },
    async (request) => ({
      data: await correctCustomer(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/customer/filters',
    {
      schema: {
        tags,
        querystring: customerFiltersQuery,
        response: { 200: envelope(customerFilterListSchema) },
      },
      config: { access: ['read', 'Integration'] },
    },
    async (request) => ({ data: await customerFilters(app.db, request.query.org_id) }),
  );

  app.get(
    '/api/categories',
    {
      schema: { tags, response: { 200: envelope(categoryListSchema) } },
      config: { access: ['read', 'Integration'] },
    },
    async () => ({ data: await listCategories(app.db) }),
  );
}
