import { envelope } from '@switchboard/contract/envelope';
import {
  leadGroupTypeLabels,
  leadStageTypeLabels,
  leadTypeListSchema,
} from '@switchboard/contract/lead-stages';
import type { App } from '../../platform/http/types';
import { leadGroupRoutes } from './group-routes';
import { leadStageRoutes } from './stage-routes';

const asOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([type, label]) => ({ type, label }));

/** Lead stages and groups of an org, and the fixed catalogues of their types. */
export async function leadStagesRoutes(app: App): Promise<void> {
  const schema = { tags: ['lead-stages'], response: { 200: envelope(leadTypeListSchema) } };
  app.get('/api/lead-stage/types', { schema, config: { access: ['read', 'Lead'] } }, async () => ({
    data: asOptions(leadStageTypeLabels),
  }));
  app.get('/api/lead-group/types', { schema, config: { access: ['read', 'Lead'] } }, async () => ({
    data: asOptions(leadGroupTypeLabels),
  }));
  await leadStageRoutes(app);
  await leadGroupRoutes(app);
}
