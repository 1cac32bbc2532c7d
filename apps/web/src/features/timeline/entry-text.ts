import { formatDateTime } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import type { TimelineEntry, TimelineKind } from '@switchboard/contract/timeline';
import type { TFunction } from 'i18next';

/** An action no label names yet reads as words: 'kyc.bv.toggle' -> 'Kyc bv toggle'. */
export const asWords = (action: string) => {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The entry's headline in the staff member's language. Audit and KYC entries are named by the
 * labels of the team page's Activity panel (teams.activity.actions), so an audit action has one
 * name wherever the team page shows it; the other kinds by their record's type (a sale's order
 * type, a message's channel), and by their kind when the type has no label.
 */
export function entryTitle(entry: TimelineEntry, t: TFunction): string {
  if (entry.kind === 'audit' || entry.kind === 'kyc') {
    const key = `teams.activity.actions.${entry.action.replace(/[.-]/g, '_')}`;
    return t(key, { defaultValue: '' }) || asWords(entry.action);
  }
  return (
    t(`timeline.titles.${entry.kind}.${entry.action}`, { defaultValue: '' }) ||
    t(`timeline.titles.${entry.kind}.other`)
  );
}

/** A changed or recorded field's name, as the Activity panel names it, else as words. */
export const fieldName = (field: string, t: TFunction) =>
  t(`teams.activity.fields.${field}`, {
    defaultValue: t(`timeline.details.${field}`, { defaultValue: field.replace(/_/g, ' ') }),
  });

const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text);
/** Fields holding paise (an amount, what was refunded, a credit used). */
const isMoney = (field: string) => /(^|_)amount$|^credit_deducted$/.test(field);

/**
 * A recorded value as staff read it: nothing as "(none)", yes/no, rupees for amounts, instants
 * in India time, lists and objects as their JSON.
 */
export function shownValue(field: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('timeline.none');
  if (typeof value === 'boolean') return t(value ? 'timeline.yes' : 'timeline.no');
  if (typeof value === 'number') return isMoney(field) ? formatInr(value) : String(value);
  if (typeof value === 'string') return isInstant(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

/** What a kind's line under the headline shows of its details (audit entries show them all, expanded). */
const inlineFacts: Partial<Record<TimelineKind, string[]>> = {
  sale: ['valid_till'],
  payment: ['payment_ref', 'refunded_amount'],
  refund: ['payment_ref'],
  message: ['recipient', 'status'],
  login: ['platform', 'ip'],
};

/** The details worth a glance beside the headline: "Reference: UTR1 · Refunded: ₹180.00". */
export function inlineDetails(entry: TimelineEntry, t: TFunction): string[] {
  return (inlineFacts[entry.kind] ?? []).flatMap((field) => {
    const value = entry.details[field];
    if (value === null || value === undefined || value === '' || value === 0) return [];
    const shown =
      field === 'status'
        ? t(`timeline.statuses.${String(value)}`, { defaultValue: String(value) })
        : shownValue(field, value, t);
    return [`${fieldName(field, t)}: ${shown}`];
  });
}
