import { campaignExportQuery } from '@switchboard/contract/campaigns';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import type { App } from '../../platform/http/types';
import { exportCampaigns } from './service';

/** The campaign CSV's columns, in order: what the list shows, its progress by recipients' state. */
const campaignCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Campaign' },
  { key: 'channel', header: 'Channel' },
  { key: 'status', header: 'Status' },
  { key: 'awaiting_approval', header: 'Awaiting approval' },
  { key: 'promotional', header: 'Promotional' },
  { key: 'recipients', header: 'Recipients' },
  { key: 'queued', header: 'Queued' },
  { key: 'sent', header: 'Sent' },
  { key: 'delivered', header: 'Delivered' },
  { key: 'clicked', header: 'Clicked' },
  { key: 'failed', header: 'Failed' },
  timeColumn('scheduled_at', 'Starts'),
  timeColumn('started_at', 'Started'),
  timeColumn('completed_at', 'Completed'),
  timeColumn('created_at', 'Created'),
];

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
