import { auditOperations } from './audit';
import { authOperations } from './auth';
import { callsOperations } from './calls';
import { campaignsOperations } from './campaigns';
import { catalogueOperations } from './catalogue';
import { customersOperations } from './customers';
import { dashboardsOperations } from './dashboards';
import { eventActionsOperations } from './event-actions';
import { filesOperations } from './files';
import { healthOperations } from './health';
import { integrationsOperations } from './integrations';
import { internalLeadsOperations } from './internal-leads';
import { inviteCodesOperations } from './invite-codes';
import { kycOperations } from './kyc';
import { leadStagesOperations } from './lead-stages';
import { notesOperations } from './notes';
import { numbersOperations } from './numbers';
import { onboardingOperations } from './onboarding';
import { outboxOperations } from './outbox';
import { paymentsOperations } from './payments';
import { personalDataOperations } from './personal-data';
import { presenceOperations } from './presence';
import { referralsOperations } from './referrals';
import { remindersOperations } from './reminders';
import { savedViewsOperations } from './saved-views';
import { searchOperations } from './search';
import { shortUrlsOperations } from './short-urls';
import { staffOperations } from './staff';
import { subscriptionsOperations } from './subscriptions';
import { teamsOperations } from './teams';
import { timelineOperations } from './timeline';
import { usersOperations } from './users';
import { whatsappOperations } from './whatsapp';
import type { AreaOperations, OperationName } from './operation-name';

/**
 * Every API operation by area (its tag), each declared beside its area's contract: `METHOD
 * /path` as the server registers it, to its name. The OpenAPI document takes each operation's
 * tag, operationId and summary from here, so a generated client gets names that stay put when
 * a route moves between files. A route missing here still gets a derived name, and a server
 * test points at the missing entry.
 */
export const operationCatalogue = {
  health: healthOperations,
  auth: authOperations,
  staff: staffOperations,
  users: usersOperations,
  onboarding: onboardingOperations,
  numbers: numbersOperations,
  'internal-leads': internalLeadsOperations,
  'event-actions': eventActionsOperations,
  audit: auditOperations,
  timeline: timelineOperations,
  outbox: outboxOperations,
  files: filesOperations,
  dashboards: dashboardsOperations,
  kyc: kycOperations,
  teams: teamsOperations,
  'saved-views': savedViewsOperations,
  notes: notesOperations,
  presence: presenceOperations,
  customers: customersOperations,
  reminders: remindersOperations,
  payments: paymentsOperations,
  subscriptions: subscriptionsOperations,
  calls: callsOperations,
  'lead-stages': leadStagesOperations,
  catalogue: catalogueOperations,
  integrations: integrationsOperations,
  whatsapp: whatsappOperations,
  'short-urls': shortUrlsOperations,
  'invite-codes': inviteCodesOperations,
  campaigns: campaignsOperations,
  search: searchOperations,
  referrals: referralsOperations,
  'personal-data': personalDataOperations,
} as const satisfies Record<string, AreaOperations>;

export type CataloguedOperation = { area: string; operationId: string; summary: string };

const catalogue: Readonly<Record<string, Readonly<Record<string, OperationName>>>> =
  operationCatalogue;
const byRoute = new Map<string, CataloguedOperation>(
  Object.entries(catalogue).flatMap(([area, operations]) =>
    Object.entries(operations).map(([route, [operationId, summary]]) => [
      route,
      { area, operationId, summary },
    ]),
  ),
);

/** The area and name of `METHOD /path` (the path as registered, `:param` style), if catalogued. */
export function catalogued(method: string, path: string): CataloguedOperation | undefined {
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}
