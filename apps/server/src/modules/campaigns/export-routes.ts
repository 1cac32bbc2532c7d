import { campaignExportQuery } from '@switchboard/contract/campaigns';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv } from '../../platform/csv/send-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import type { App } from '../../platform/http/types';
import { exportCampaigns } from './service';

/** The campaign CSV's columns, in order: what the list shows, its progress by recipients' state. */
const campaignCsvColumns = [
  'id',
  'name',
  'channel',
  'status',
  'awaiting_approval',
  'promotional',
  'recipients',
  'queued',
  'sent',
  'delivered',
  'clicked',
  'failed',
  'scheduled_at',
  'started_at',
  'completed_at',
  'created_at',
] as const;

/** The filtered campaign list as CSV, streamed in constant memory; who exported what is audited. */
export async function campaignExportRoutes(app: App): Promise<void> {
  app.get(
    '/api/admin/campaigns/export',
    {
      schema: { tags: ['campaigns'], querystring: campaignExportQuery },
      config: { access: ['read', 'Growth'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'campaigns',
        columns: campaignCsvColumns,
        rows: exportCampaigns(app.db, actorOf(request), request.query),
        filters: request.query,
      }),
  );
}
