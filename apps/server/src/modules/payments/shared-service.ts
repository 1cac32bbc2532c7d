import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { formatInr } from '@switchboard/contract/money';
import { sendEmail } from '../../platform/providers/email';
import { orgExists, type PayingOrg } from './shared-repository';

/** What the payments sub-areas' services share: the org money is taken from, and what it is sent. */

const DAY_MS = 86_400_000;

/** The live org a payment, link or mandate is for; 404 when there is none. */
export async function payingOrg(tx: DbOrTx, orgId: number): Promise<PayingOrg> {
  const org = await orgExists(tx, orgId);
  if (!org) throw notFound('Org');
  return org;
}

/** When a link or mandate created now stops being valid. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * Emails the org a gateway page (a payment link, a mandate registration) in the caller's
 * transaction. An org without an email gets none: staff see the link and can pass it on.
 */
export async function sendToOrg(
  tx: DbOrTx,
  org: PayingOrg,
  page:
    | {
        kind: 'payment_link';
        link_id: string;
        short_url: string;
        amount: number;
        description: string;
      }
    | {
        kind: 'mandate_registration';
        mandate_id: string;
        registration_link: string;
        max_amount: number;
      },
): Promise<void> {
  if (!org.email) return;
  const { subject, text } =
    page.kind === 'payment_link'
      ? {
          subject: `Payment of ${formatInr(page.amount)} to ${org.name}`,
          text: `${page.description}\n\nPay ${formatInr(page.amount)} here: ${page.short_url}`,
        }
      : {
          subject: `Set up automatic payments for ${org.name}`,
          text: `Register a mandate of up to ${formatInr(page.max_amount)} here: ${page.registration_link}`,
        };
  await sendEmail(tx, { to: org.email, orgId: org.id, subject, text, meta: page });
}
