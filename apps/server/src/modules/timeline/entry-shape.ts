import type { TimelineChange, TimelineKind } from '@switchboard/contract/timeline';

type Facts = Record<string, unknown>;
const isObject = (value: unknown): value is Facts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ before, after }` as audit()'s diff() writes a changed field; `{ from, to }` as a move does. */
function asChange(value: unknown): { before: unknown; after: unknown } | null {
  if (!isObject(value) || Object.keys(value).length !== 2) return null;
  if ('before' in value && 'after' in value) return { before: value.before, after: value.after };
  if ('from' in value && 'to' in value) return { before: value.from, after: value.to };
  return null;
}

/**
 * An audit summary split into the fields the change moved and everything else it recorded.
 * Most areas write `{ field: { before, after } }` (org.update, settings); KYC nests them under
 * `changes`; some add plain facts beside them (`version`, `reason`), which stay as details.
 */
export function splitSummary(summary: Facts): { changes: TimelineChange[]; details: Facts } {
  const changes: TimelineChange[] = [];
  const details: Facts = {};
  for (const [key, value] of Object.entries(summary)) {
    const change = asChange(value);
    if (change) {
      changes.push({ field: key, ...change });
      continue;
    }
    if (key === 'changes' && isObject(value)) {
      const nested = Object.entries(value).map(([field, v]) => ({ field, change: asChange(v) }));
      if (nested.every((n) => n.change)) {
        for (const n of nested) changes.push({ field: n.field, ...n.change! });
        continue;
      }
    }
    details[key] = value;
  }
  return { changes, details };
}

/**
 * A number's history row as a change: a CHANGED row keeps the old number in `details.before`
 * and the new one is the row's number.
 */
export function numberChange(number: string | null, details: Facts) {
  const { before, ...rest } = details;
  if (typeof before !== 'string') return { changes: [], details };
  return { changes: [{ field: 'number', before, after: number }], details: rest };
}

/** The team page's tab, or the page, where an audit entry's subject is shown. */
const auditSubjectTabs: Record<string, string> = {
  Subscription: 'subscriptions',
  Payment: 'invoices',
  PaymentLink: 'invoices',
  Mandate: 'invoices',
  Kyc: 'kyc',
  Lead: 'internal-leads',
  WhatsappAccount: 'whatsapp',
  WhatsappMessage: 'whatsapp',
};

/** Where the console shows what an entry is about; null when this page is the place. */
export function linkOf(
  kind: TimelineKind,
  orgId: number,
  subject: { type: string | null; id: string | null },
): string | null {
  const tab = (name: string) => `/teams/${orgId}/${name}`;
  const user = subject.id ? `/teams/users/${subject.id}` : null;
  switch (kind) {
    case 'kyc':
      return tab('kyc');
    case 'sale':
      return tab('subscriptions');
    case 'payment':
    case 'refund':
      return tab('invoices');
    case 'number':
      return tab('voip');
    case 'message':
      return `/outbox?org_id=${orgId}`;
    case 'login':
      return user;
    case 'note':
      return null;
    case 'audit': {
      if (subject.type === 'User') return user;
      if (subject.type === 'Outbox') return `/outbox?org_id=${orgId}`;
      const name = subject.type ? auditSubjectTabs[subject.type] : undefined;
      return name ? tab(name) : null;
    }
  }
}
