import { dashboardSummarySchema } from '@switchboard/contract/dashboards';
import { envelope } from '@switchboard/contract/envelope';
import type { App } from '../../platform/http/types';
import { summary } from './service';

export async function dashboardsRoutes(app: App): Promise<void> {
  app.get(
    '/api/dashboards/summary',
    {
      schema: { tags: ['dashboards'], response: { 200: envelope(dashboardSummarySchema) } },
      config: { access: ['read', 'Dashboard'] },
    },
    async () => ({ data: await summary(app.db) }),
  );
}
