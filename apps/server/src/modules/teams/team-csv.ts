import { INDIA_OFFSET, indiaDate, toIndiaWallTime } from '@switchboard/contract/india-time';
import type { OrgRow } from '@switchboard/contract/teams';

/** A team's owner as its export row names them. */
export type TeamOwner = { name: string | null; phone: string | null };

const indiaTime = `India time, UTC${INDIA_OFFSET}`;

/**
 * The team export's columns, headed as the Teams list heads them (the product's own number
 * name), with the owner and their phone; times are India wall time, the header saying so.
 */
export const teamCsvColumns = (productName: string) =>
  [
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
    { key: 'valid_till', header: 'Valid till (India date)' },
    { key: 'assigned', header: 'Assigned staff' },
    { key: 'created', header: `Created (${indiaTime})` },
    { key: 'deleted', header: `Deleted (${indiaTime})` },
  ] as const;

/** An instant as India wall time, `2026-11-20 12:00:00`; empty when there is none. */
const wall = (at: string | null | undefined) => {
  if (!at) return '';
  const { date, time } = toIndiaWallTime(at);
  return `${date} ${time}`;
};
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

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
    trial: yesNo(org.is_trial),
    lite: yesNo(org.is_lite),
    kyc: org.kyc_status ?? '',
    plan: org.plan?.plan_name ?? '',
    plan_status: org.plan?.status ?? '',
    valid_till: org.plan?.valid_till ? indiaDate(org.plan.valid_till) : '',
    assigned: org.assigned_staff?.name ?? '',
    created: wall(org.created_at),
    deleted: wall(org.deleted_at),
  };
}
