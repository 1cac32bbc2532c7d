import type { Samples, Scenario } from './scenario-types';

// Payment references of the large seed (seed-large/orgs.ts): pay_bench<org id>, 'Bench subscription'.
const texts = ['pay_bench12', 'bench subscription', 'pay_bench99999', 'no such payment', '4242'];

/** Payments list (GET /api/orders/payments): pages, text search, per org; a team's invoices. */
export const paymentScenarios: Scenario[] = [
  {
    name: 'payments list',
    paths: (s: Samples) => [
      ...[1, 2, 50, 500].map((page) => `/api/orders/payments?page=${page}&page_size=10`),
      ...texts.map((text) => `/api/orders/payments?text=${encodeURIComponent(text)}`),
      ...s.orgIds.slice(0, 20).map((id) => `/api/orders/payments?org_id=${id}`),
    ],
  },
  {
    name: 'team invoices',
    paths: (s: Samples) => s.orgIds.slice(0, 20).map((id) => `/api/invoices/org/${id}`),
  },
  {
    name: 'payment links',
    paths: () => [
      '/api/payment-links',
      '/api/payment-links?status=created',
      '/api/payment-links?text=plink',
    ],
  },
];
