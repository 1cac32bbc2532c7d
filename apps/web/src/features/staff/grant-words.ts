import type { AreaAccess } from '@switchboard/contract/grants';
import type { AbilityRule, Action, Subject } from '@switchboard/contract/permissions';
import type { TFunction } from 'i18next';

const listOf = <T>(one: T | T[]): T[] => (Array.isArray(one) ? one : [one]);

/** An area's name in the reader's language ("KYC", "Payments"). */
export const areaName = (t: TFunction, subject: Subject) => t(`staff.areas.${subject}`);

const actionWords = (t: TFunction, list: Action[]) =>
  list.map((a) => t(`staff.actionWords.${a}`)).join(', ');

/** One grant in plain words: "can refund: Payments", "cannot read: KYC (some records)". */
export function grantInWords(t: TFunction, rule: AbilityRule): string {
  const words = t(rule.inverted ? 'staff.grantDeny' : 'staff.grantAllow', {
    actions: actionWords(t, listOf(rule.action)),
    areas: listOf(rule.subject)
      .map((s) => areaName(t, s))
      .join(', '),
  });
  return rule.conditions || rule.fields ? `${words} ${t('staff.grantSome')}` : words;
}

/** What an ADMIN may do in one area: "can read, create; cannot delete, refund". */
export function accessInWords(t: TFunction, access: AreaAccess): string {
  const parts: string[] = [];
  if (access.can.length) parts.push(t('staff.previewCan', { list: actionWords(t, access.can) }));
  if (access.partly.length)
    parts.push(t('staff.previewPartly', { list: actionWords(t, access.partly) }));
  if (access.cannot.length)
    parts.push(t('staff.previewCannot', { list: actionWords(t, access.cannot) }));
  return parts.join('; ');
}

/** What the grants change from the role's own rules, one line per area and action moved. */
export function changesInWords(t: TFunction, before: AreaAccess[], after: AreaAccess[]): string[] {
  const lines: string[] = [];
  after.forEach((now, i) => {
    const was = before[i]!;
    const area = areaName(t, now.subject);
    const moved = (from: Action[], to: Action[]) => to.filter((a) => !from.includes(a));
    const gained = moved(was.can, now.can);
    const partly = moved(was.partly, now.partly);
    const lost = moved(was.cannot, now.cannot);
    if (gained.length) lines.push(t('staff.changeGained', { area, list: actionWords(t, gained) }));
    if (partly.length) lines.push(t('staff.changePartly', { area, list: actionWords(t, partly) }));
    if (lost.length) lines.push(t('staff.changeLost', { area, list: actionWords(t, lost) }));
  });
  return lines;
}
