import { addDays, indiaDate } from '@switchboard/contract/india-time';
import type { Scenario } from './scenario-types';

const numbers = ['919000007919', '9000015838', '15838', '7919'];

/** WhatsApp as support staff use it: a team's messages, a number's, by status and day. */
export const whatsappScenarios: Scenario[] = [
  {
    name: 'whatsapp messages',
    paths: (s) => [
      '/api/admin/whatsapp/messages',
      '/api/admin/whatsapp/messages?page=20',
      '/api/admin/whatsapp/messages?status=FAILED',
      '/api/admin/whatsapp/messages?status=RECEIVED&page=3',
      ...s.orgIds.slice(0, 10).map((id) => `/api/admin/whatsapp/messages?org_id=${id}`),
      ...numbers.map((n) => `/api/admin/whatsapp/messages?number=${n}`),
      `/api/admin/whatsapp/messages?from=${day(2)}&to=${day(2)}`,
      `/api/admin/whatsapp/messages?status=READ&from=${day(5)}`,
    ],
  },
  {
    name: 'whatsapp accounts',
    paths: () => [
      '/api/admin/whatsapp/accounts',
      '/api/admin/whatsapp/accounts?status=FLAGGED',
      '/api/admin/whatsapp/accounts?quality=RED&page=3',
      '/api/admin/whatsapp/accounts?text=textiles',
    ],
  },
];

/** An India day `n` days ago, `YYYY-MM-DD`. */
function day(n: number): string {
  return addDays(indiaDate(), -n);
}
