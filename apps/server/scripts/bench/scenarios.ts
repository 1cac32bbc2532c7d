/**
 * The read endpoints the benchmark loads. Each area adds its lists here. `paths` gets sample
 * ids from the seeded data and returns the request paths to rotate through (several filters,
 * pages and search texts, so no single cached plan flatters the numbers).
 */
import { callScenarios } from './calls-scenarios';
import { dashboardScenarios } from './dashboard-scenarios';
import { paymentScenarios } from './payments-scenarios';
import { kycScenarios } from './kyc-scenarios';
import { searchScenarios } from './search-scenarios';
import { teamScenarios } from './teams-scenarios';
import { userScenarios } from './users-scenarios';
import { subscriptionScenarios } from './subscriptions-scenarios';
import { whatsappScenarios } from './whatsapp-scenarios';

import type { Scenario } from './scenario-types';

export type { Samples, Scenario } from './scenario-types';

export const scenarios: Scenario[] = [
  { name: 'health', paths: () => ['/api/health'] },
  { name: 'auth me', paths: () => ['/api/auth/me'] },
  {
    name: 'org audit log',
    paths: (s) => s.orgIds.slice(0, 20).map((id) => `/api/audit/org/${id}`),
  },
  ...callScenarios,
  ...teamScenarios,
  ...paymentScenarios,
  ...kycScenarios,
  ...userScenarios,
  ...subscriptionScenarios,
  ...whatsappScenarios,
  ...searchScenarios,
  ...dashboardScenarios,
];
