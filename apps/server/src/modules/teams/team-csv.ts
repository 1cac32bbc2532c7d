import type { OrgRow } from '@switchboard/contract/teams';
import { dateColumn, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';

/** A team's owner as its export row names them. */
export type TeamOwner = { name: string | null; phone: string | null };

/**
 * The team export's columns, headed as the Teams list heads them (the product's own number
 * name), with the owner and their phone; times are India wall time, the header saying so.
 */
export const teamCsvColumns = (productName: string): CsvColumns => [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'owner', header: 'Owner' },
  { key: 'owner_phone', header: 'Owner phone' },
  { key: 'email', header: 'Email' },
  { key: 'number', header: `${productName} number` },
  { key: 'status', header: 'Status' },
  { key: 'trial', header: 'Trial' },
  { key: 'lite', header: 'Lite' },
  { key: 'kyc', header: 'KYC' },
  { key: 'plan', header: 'Plan' },
  { key: 'plan_status', header: 'Plan status' },
  dateColumn('valid_till', 'Valid till'),
  { key: 'assigned', header: 'Assigned staff' },
  timeColumn('created', 'Created'),
  timeColumn('deleted', 'Deleted'),
];

/** One team as its export row: what the list shows, in words a spreadsheet reader knows. */
export function teamCsvRow(org: OrgRow, owner: TeamOwner | undefined) {
  return {
    id: org.id,
    name: org.name,
    owner: owner?.name ?? '',
    owner_phone: owner?.phone ?? '',
    email: org.email ?? '',
    number: org.product_number ?? '',
    status: org.status,
    trial: org.is_trial,
    lite: org.is_lite,
    kyc: org.kyc_status ?? '',
    plan: org.plan?.plan_name ?? '',
    plan_status: org.plan?.status ?? '',
    valid_till: org.plan?.valid_till ?? '',
    assigned: org.assigned_staff?.name ?? '',
    created: org.created_at,
    deleted: org.deleted_at,
  };
}
