import type { Scenario } from './scenario-types';

const texts = [
  'sharma',
  'textiles',
  'kaveri logistics',
  '8100012',
  'bench.example',
  'zenith solar 4',
];
const statuses = ['pending', 'APPROVED', 'INCOMPLETE', 'REJECTED'];

/** The KYC queue as reviewers use it: chips, text, trial and status filters, deep pages. */
export const kycScenarios: Scenario[] = [
  {
    name: 'kyc search',
    paths: () => [
      '/api/org/kyc/search?page=1&page_size=10',
      '/api/org/kyc/search?page=1&page_size=25&trial=true',
      '/api/org/kyc/search?page=50&page_size=10',
      ...statuses.map((s) => `/api/org/kyc/search?page=1&page_size=10&status=${s}`),
      ...statuses.map(
        (s, i) => `/api/org/kyc/search?page=${i + 2}&page_size=25&status=${s}&trial=false`,
      ),
      ...texts.map((t) => `/api/org/kyc/search?page=1&page_size=10&text=${encodeURIComponent(t)}`),
      ...texts.map(
        (t) =>
          `/api/org/kyc/search?page=1&page_size=10&status=pending&text=${encodeURIComponent(t)}`,
      ),
      '/api/org/kyc/search?page=1&page_size=10&user_kyc_status=APPROVED&business_kyc_status=PENDING',
      '/api/org/kyc/search?page=3&page_size=10&business_kyc_status=REJECTED',
    ],
  },
  {
    name: 'kyc search counts',
    paths: () => [
      '/api/org/kyc/search/counts',
      '/api/org/kyc/search/counts?trial=true',
      ...texts.map((t) => `/api/org/kyc/search/counts?text=${encodeURIComponent(t)}`),
    ],
  },
  { name: 'kyc detail', paths: (s) => s.orgIds.slice(0, 50).map((id) => `/api/org/kyc/${id}`) },
];
