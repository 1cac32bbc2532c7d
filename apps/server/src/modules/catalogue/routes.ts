import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  catalogueChangeResult,
  catalogueSchema,
  createAddonBody,
  createPlanBody,
  createVariantBody,
  updateAddonBody,
  updatePlanBody,
  updateVariantBody,
} from '@switchboard/contract/catalogue';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import {
  createAddon,
  createPlan,
  createVariant,
  readCatalogue,
  updateAddon,
  updatePlan,
  updateVariant,
} from './service';

const tags = ['catalogue'];
const changed = { 200: envelope(catalogueChangeResult) };

/** The plan and add-on catalogue: an SU changes it (create/update Plan), an ADMIN reads it. */
export async function catalogueRoutes(app: App): Promise<void> {
  const { db, config } = app;
  const productKey = config.product.key;

  app.get(
    '/api/admin/catalogue',
    {
      schema: { tags, response: { 200: envelope(catalogueSchema) } },
      config: { access: ['read', 'Plan'] },
    },
    async () => ({ data: await readCatalogue(db) }),
  );

  app.post(
    '/api/admin/catalogue/plans',
    {
      schema: { tags, body: createPlanBody, response: changed },
      config: { access: ['create', 'Plan'] },
    },
    async (request) => ({
      data: await createPlan(db, actorOf(request), productKey, request.body),
    }),
  );

  app.put(
    '/api/admin/catalogue/plans/:id',
    {
      schema: { tags, params: idParam, body: updatePlanBody, response: changed },
      config: { access: ['update', 'Plan'] },
    },
    async (request) => ({
      data: await updatePlan(db, actorOf(request), productKey, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/catalogue/plans/:id/variants',
    {
      schema: { tags, params: idParam, body: createVariantBody, response: changed },
      config: { access: ['create', 'Plan'] },
    },
    async (request) => ({
      data: await createVariant(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/admin/catalogue/variants/:id',
    {
      schema: { tags, params: idParam, body: updateVariantBody, response: changed },
      config: { access: ['update', 'Plan'] },
    },
    async (request) => ({
      data: await updateVariant(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/catalogue/addons',
    {
      schema: { tags, body: createAddonBody, response: changed },
      config: { access: ['create', 'Plan'] },
    },
    async (request) => ({ data: await createAddon(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/admin/catalogue/addons/:id',
    {
      schema: { tags, params: idParam, body: updateAddonBody, response: changed },
      config: { access: ['update', 'Plan'] },
    },
    async (request) => ({
      data: await updateAddon(db, actorOf(request), request.params.id, request.body),
    }),
  );
}
