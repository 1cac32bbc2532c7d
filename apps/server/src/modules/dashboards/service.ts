import type { DashboardSummary } from '@switchboard/contract/dashboards';
import type { Db } from '../../platform/db/client';
import { dashboardSummary } from './repository';

/** GET /dashboards/summary: the figures of the console's home page. */
export const summary = (db: Db): Promise<DashboardSummary> => dashboardSummary(db);
